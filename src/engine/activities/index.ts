// Special Activities register here.
export {};
import "./extort";
import "./ambush";
import "./kidnap";
import "./assassinate";
import "./airlift";
import "./airstrike";
import "./eradicate";
import "./cultivate";
import "./process";
import "./bribe";
