//! CUDA driver access.
