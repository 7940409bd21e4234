// Event cards of batch d1 (see docs/events.md); each file registers one card.
import "./c38-national-coordination-center";
import "./c39-soldados-campesinos";
import "./c41-mancuso";
import "./c43-calima-front";
import "./c44-colombia-nueva";
import "./c45-los-derechos-humanos";
import "./c48-union-sindical-obrera";
import "./c49-bloques";
import "./c50-carabineros";
import "./c51-pipeline-repairs";
