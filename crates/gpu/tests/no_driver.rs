//! On a machine without libcuda every entry point fails with a clear error instead of
//! panicking or aborting. On a machine with a driver these tests check the opposite and that a
//! nonexistent device is still a clean error.

use tile_gpu::{Device, Driver, ErrorKind};

#[test]
fn load_reports_a_missing_driver_or_succeeds() {
    match Driver::load() {
        Ok(driver) => {
            assert!(Driver::is_available());
            assert!(driver.version().0 >= 12);
        }
        Err(e) => {
            assert!(!Driver::is_available());
            assert!(e.is_unavailable(), "{e}");
            if e.is_no_driver() {
                assert_eq!(e.kind(), &ErrorKind::NoDriver);
                let text = e.to_string();
                assert!(
                    text.starts_with("no CUDA driver found (libcuda.so.1 could not be loaded: "),
                    "{text}"
                );
            }
            // The outcome is cached: the same error again, still no panic.
            assert_eq!(Driver::load().unwrap_err().to_string(), e.to_string());
        }
    }
}

#[test]
fn every_entry_point_fails_cleanly_without_a_driver() {
    let Err(load_error) = Driver::load() else { return };
    let e = Device::open(0).unwrap_err();
    assert_eq!(e.to_string(), load_error.to_string());
    assert!(e.is_unavailable() && !e.is_context_fatal());
}

#[test]
fn a_nonexistent_device_is_an_error() {
    match Device::open(9999) {
        Ok(_) => panic!("device 9999 should not exist"),
        Err(e) if Driver::is_available() => {
            assert_eq!(e.call(), "cuDeviceGet", "{e}");
            assert_eq!(e.code_name(), Some("CUDA_ERROR_INVALID_DEVICE"), "{e}");
        }
        Err(e) => assert!(e.is_unavailable(), "{e}"),
    }
}
