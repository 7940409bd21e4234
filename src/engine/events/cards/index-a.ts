// Event cards of batch a (see docs/events.md); each file registers one card.
import "./c02-ospina-mora";
import "./c03-tapias";
import "./c09-high-mountain-battalions";
import "./c10-blackhawks";
import "./c11-national-defense-security-council";
import "./c13-plan-meteoro";
import "./c17-madrid-donors";
import "./c19-general-offensive";
import "./c27-misil-antiaereo";
