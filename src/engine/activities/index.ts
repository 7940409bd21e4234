// Special Activities register here.
export {};
