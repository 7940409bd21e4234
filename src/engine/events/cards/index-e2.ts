// Event cards of batch e2 (see docs/events.md); each file registers one card.
import "./c40-demobilization/event";
import "./c53-criminal-air-force/event";
import "./c54-deserters-defectors/event";
import "./c58-general-serrano/event";
import "./c60-the-chess-player/event";
import "./c67-mexican-traffickers/event";
import "./c69-riverines-fast-boats/event";
