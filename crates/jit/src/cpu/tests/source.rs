//! Kernels compiled from `.tile` source by the front end, then run here.
