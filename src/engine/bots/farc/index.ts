// Non-player FARC (section 8): its flowchart registers here (placeholder until it is written).
export {};
