//! TIR verifier (to be written).
