// Event cards register here.
import "./c01-first-division";
import "./c12-plan-colombia";
import "./c14-tres-esquinas";
import "./c28-hugo-chavez";
import "./c68-narco-subs";
import "./c08-fuerza-aerea";
import "./c29-kill-zone";
import "./c36-zona-de-convivencia";
import "./index-a";
import "./index-b";
import "./index-c";
import "./index-d1";
import "./index-d2";
import "./index-e1";
import "./index-e2";
import "./c71-darien";
