//! TIR printer (to be written).
