//! TIR text parser (to be written).
