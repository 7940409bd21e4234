// Non-player AUC (section 8): its flowchart registers here (placeholder until it is written).
export {};
