// Event cards of batch d1 (see docs/events.md); each file registers one card.
import "./c38-national-coordination-center/event";
import "./c39-soldados-campesinos/event";
import "./c41-mancuso/event";
import "./c43-calima-front/event";
import "./c44-colombia-nueva/event";
import "./c45-los-derechos-humanos/event";
import "./c48-union-sindical-obrera/event";
import "./c49-bloques/event";
import "./c50-carabineros/event";
import "./c51-pipeline-repairs/event";
