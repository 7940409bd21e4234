// 8.4.4 per-card Non-player instructions, cards 1–36a (placeholder until written).
export {};
