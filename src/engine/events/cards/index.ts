// Event cards register here.
export {};
