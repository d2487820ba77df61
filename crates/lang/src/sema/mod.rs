//! Semantic analysis (to be written).
