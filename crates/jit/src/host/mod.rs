//! The host side of a launch: argument checking and packing (the launch thunk), and the
//! one entry point every launch goes through.

pub mod launch;
