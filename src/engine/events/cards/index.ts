// Event cards register here.
import "./c01-first-division/event";
import "./c12-plan-colombia/event";
import "./c14-tres-esquinas/event";
import "./c28-hugo-chavez/event";
import "./c68-narco-subs/event";
import "./c08-fuerza-aerea/event";
import "./c29-kill-zone/event";
import "./c36-zona-de-convivencia/event";
import "./index-a";
import "./index-b";
import "./index-c";
import "./index-d1";
import "./index-d2";
import "./index-e1";
import "./index-e2";
import "./c71-darien/event";
