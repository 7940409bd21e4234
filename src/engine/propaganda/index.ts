// Propaganda Round phases register here.
export {};
