// Event cards of batch c (see docs/events.md); each file registers one card.
import "./c20-mono-jojoy";
import "./c23-dod-contractors";
import "./c24-operacion-jaque";
import "./c25-eln";
import "./c26-gramaje";
import "./c30-peace-commission";
import "./c33-sucumbios";
