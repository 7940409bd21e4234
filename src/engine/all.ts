// Importing this module registers every frame handler, Operation, Special Activity and Event.
import "./flow/game";
import "./flow/card";
import "./flow/action";
import "./events/execute";
import "./ops/index";
import "./activities/index";
import "./events/cards/index";
import "./propaganda/index";
