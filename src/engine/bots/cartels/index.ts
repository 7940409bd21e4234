// Non-player CARTELS (section 8): its flowchart registers here (placeholder until it is written).
export {};
