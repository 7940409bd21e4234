// Event cards of batch b (see docs/events.md); each file registers one card.
export {};
