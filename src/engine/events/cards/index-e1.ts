// Event cards of batch e1 (see docs/events.md); each file registers one card.
import "./c37-former-military";
import "./c42-senado-camara";
import "./c46-limpieza";
import "./c47-pinto-del-rosario";
import "./c59-salcedo";
import "./c63-narco-war";
import "./c70-ayahuasca-tourism";
