// Event cards of batch b (see docs/events.md); each file registers one card.
import "./c04-cano-limon-covenas/event";
import "./c05-occidental-ecopetrol/event";
import "./c06-oil-spill/event";
import "./c07-seventh-special-forces/event";
import "./c15-war-tax/event";
import "./c16-coffee-prices/event";
import "./c18-nspd-18/event";
import "./c21-raul-reyes/event";
import "./c22-alfonso-cano/event";
import "./c31-betancourt/event";
import "./c32-secuestrados/event";
import "./c34-airdropped-aks/event";
import "./c35-crop-substitution/event";
