// Propaganda Round phases register here.
import "./round";
import "./sabotage";
import "./resources";
import "./support";
import "./zones";
import "./redeploy";
