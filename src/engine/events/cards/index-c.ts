// Event cards of batch c (see docs/events.md); each file registers one card.
import "./c20-mono-jojoy/event";
import "./c23-dod-contractors/event";
import "./c24-operacion-jaque/event";
import "./c25-eln/event";
import "./c26-gramaje/event";
import "./c30-peace-commission/event";
import "./c33-sucumbios/event";
