// Event cards of batch e1 (see docs/events.md); each file registers one card.
import "./c37-former-military/event";
import "./c42-senado-camara/event";
import "./c46-limpieza/event";
import "./c47-pinto-del-rosario/event";
import "./c59-salcedo/event";
import "./c63-narco-war/event";
import "./c70-ayahuasca-tourism/event";
