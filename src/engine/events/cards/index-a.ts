// Event cards of batch a (see docs/events.md); each file registers one card.
import "./c02-ospina-mora/event";
import "./c03-tapias/event";
import "./c09-high-mountain-battalions/event";
import "./c10-blackhawks/event";
import "./c11-national-defense-security-council/event";
import "./c13-plan-meteoro/event";
import "./c17-madrid-donors/event";
import "./c19-general-offensive/event";
import "./c27-misil-antiaereo/event";
