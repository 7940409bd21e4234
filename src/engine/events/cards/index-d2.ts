// Event cards of batch d2 (see docs/events.md); each file registers one card.
import "./c52-castano/event";
import "./c55-dea-agents/event";
import "./c56-drogas-la-rebaja/event";
import "./c57-op-millennium/event";
import "./c61-air-bridge/event";
import "./c62-amazonia/event";
import "./c64-cocaine-labs/event";
import "./c65-poppies/event";
import "./c66-tingo-maria/event";
import "./c72-sicarios/event";
