// Operations register here.
import "./train";
