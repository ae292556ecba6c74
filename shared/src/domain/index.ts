// Pure business rules (no React): see SPEC sections 3, 5, 8 and 9.
export {};
