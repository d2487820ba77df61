//! The compilation driver and embedding API.
