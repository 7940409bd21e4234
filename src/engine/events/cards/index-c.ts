// Event cards of batch c (see docs/events.md); each file registers one card.
export {};
