// Event cards of batch d2 (see docs/events.md); each file registers one card.
import "./c52-castano";
import "./c55-dea-agents";
import "./c56-drogas-la-rebaja";
import "./c57-op-millennium";
import "./c61-air-bridge";
import "./c62-amazonia";
import "./c64-cocaine-labs";
import "./c65-poppies";
import "./c66-tingo-maria";
import "./c72-sicarios";
