// Event cards of batch e2 (see docs/events.md); each file registers one card.
import "./c40-demobilization";
import "./c53-criminal-air-force";
import "./c54-deserters-defectors";
import "./c58-general-serrano";
import "./c60-the-chess-player";
import "./c67-mexican-traffickers";
import "./c69-riverines-fast-boats";
