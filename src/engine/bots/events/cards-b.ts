// 8.4.4 per-card Non-player instructions, cards 37–72 (placeholder until written).
export {};
