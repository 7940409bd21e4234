// Event cards of batch b (see docs/events.md); each file registers one card.
import "./c04-cano-limon-covenas";
import "./c05-occidental-ecopetrol";
import "./c06-oil-spill";
import "./c07-seventh-special-forces";
import "./c15-war-tax";
import "./c16-coffee-prices";
import "./c18-nspd-18";
import "./c21-raul-reyes";
import "./c22-alfonso-cano";
import "./c31-betancourt";
import "./c32-secuestrados";
import "./c34-airdropped-aks";
import "./c35-crop-substitution";
