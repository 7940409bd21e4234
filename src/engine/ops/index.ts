// Operations register here.
import "./train";
import "./attack";
import "./terror";
import "./patrol";
import "./sweep";
import "./assault";
import "./rally";
import "./march";
