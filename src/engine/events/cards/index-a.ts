// Event cards of batch a (see docs/events.md); each file registers one card.
export {};
