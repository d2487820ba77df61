/*
 * tile.h: the C ABI of the tile engine (libtile_capi.so / libtile_capi.a).
 *
 * Objects: an engine (tile_engine_t) is made once and may be used by any number of threads; a
 * session (tile_session_t) is a scope of definitions and values whose calls are serialised; a
 * kernel (tile_kernel_t) belongs to a session and keeps it alive. Handles are checked on every
 * call: NULL, freed or foreign handles give an E0520 error, not undefined behaviour.
 *
 * Errors: every fallible function returns a tile_error_t*, NULL on success. The caller owns it:
 * read it with tile_error_code (e.g. "E0503"), tile_error_message, tile_error_rendered and
 * tile_error_is_internal, then free it with tile_error_free. No function lets a panic or an
 * exception escape: an internal failure is an E0900 error.
 *
 * Arrays are DLPack tensors, borrowed for one call: DLTensor or DLPack 1.x
 * DLManagedTensorVersioned (its read-only flag is honoured; tile never calls its deleter), in
 * host memory or CUDA memory of the engine's GPU, with any strides (in elements; NULL strides
 * are row-major), used in place. Scalars and const parameters pass by value in tile_arg_t.
 */

#ifndef TILE_H
#define TILE_H

/* Generated from crates/capi by cbindgen: do not edit. Regenerate with
 * `TILE_BLESS=1 cargo test -p tile-capi --test header`. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
/* DLPack 1.1, declared inside dlpack.h's own include guard: include dlpack.h before or
 * after this header, or not at all. */
#ifndef DLPACK_DLPACK_H_
#define DLPACK_DLPACK_H_
// The DLPack major version these structures are laid out for.
#define DLPACK_MAJOR_VERSION 1

// The DLPack minor version these structures are laid out for.
#define DLPACK_MINOR_VERSION 1

// `DLManagedTensorVersioned::flags`: the tensor must not be written.
#define DLPACK_FLAG_BITMASK_READ_ONLY (1 << 0)

// `DLManagedTensorVersioned::flags`: the producer made a copy the consumer owns alone.
#define DLPACK_FLAG_BITMASK_IS_COPIED (1 << 1)

// `DLManagedTensorVersioned::flags`: a sub-byte dtype is padded to a byte, not packed.
#define DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED (1 << 2)

// `DLDataType::code`: signed integer.
#define kDLInt 0

// `DLDataType::code`: unsigned integer.
#define kDLUInt 1

// `DLDataType::code`: IEEE float.
#define kDLFloat 2

// `DLDataType::code`: opaque handle (not supported by tile).
#define kDLOpaqueHandle 3

// `DLDataType::code`: bfloat16.
#define kDLBfloat 4

// `DLDataType::code`: complex (not supported by tile).
#define kDLComplex 5

// `DLDataType::code`: bool, one byte per element.
#define kDLBool 6

// `DLDataType::code`: fp8 with 4 exponent and 3 mantissa bits, finite (tile's `f8e4m3`).
#define kDLFloat8_e4m3fn 10

// `DLDataType::code`: fp8 with 5 exponent and 2 mantissa bits (tile's `f8e5m2`).
#define kDLFloat8_e5m2 12

// Where a tensor lives (`kDLCPU`, `kDLCUDA`, ...): `dlpack.h`'s enumeration, as its `int32_t`.
typedef int32_t DLDeviceType;

// The DLPack version of a managed tensor.
typedef struct DLPackVersion {
  // A major version other than 1 means another memory layout: only the deleter may be used.
  uint32_t major;
  // Minor versions add enumeration values.
  uint32_t minor;
} DLPackVersion;

// A device: its type and index.
typedef struct DLDevice {
  // `kDLCPU`, `kDLCUDA`, ...
  DLDeviceType device_type;
  // The device's index (0 for host, pinned and managed memory).
  int32_t device_id;
} DLDevice;

// An element type: a type code, a width in bits, and a vector width (1 for scalars).
typedef struct DLDataType {
  // `kDLInt`, `kDLFloat`, ...
  uint8_t code;
  // The width of one lane in bits.
  uint8_t bits;
  // Vector lanes per element; tile takes 1 only.
  uint16_t lanes;
} DLDataType;

// A tensor that does not manage its memory: data pointer, device, rank, dtype, shape, strides
// (in elements; NULL means compact row-major) and a byte offset into the data.
typedef struct DLTensor {
  // The allocation (a host pointer, or a `CUdeviceptr` for `kDLCUDA`).
  void *data;
  // Where the memory is.
  struct DLDevice device;
  // The rank.
  int32_t ndim;
  // The element type.
  struct DLDataType dtype;
  // `ndim` sizes.
  int64_t *shape;
  // `ndim` strides in elements, or NULL for compact row-major.
  int64_t *strides;
  // Bytes from `data` to element `[0, ..., 0]`.
  uint64_t byte_offset;
} DLTensor;

// A versioned tensor with its owner's deleter and flags (the DLPack 1.x exchange structure).
// tile borrows it for a call and never calls the deleter: the caller keeps ownership.
typedef struct DLManagedTensorVersioned {
  // The layout version; tile refuses a major version other than 1.
  struct DLPackVersion version;
  // The producer's context.
  void *manager_ctx;
  // The producer's destructor (the owner of the tensor calls it, not tile).
  void (*deleter)(struct DLManagedTensorVersioned *self_);
  // `DLPACK_FLAG_BITMASK_*`.
  uint64_t flags;
  // The tensor.
  struct DLTensor dl_tensor;
} DLManagedTensorVersioned;

// Host memory.
#define kDLCPU 1

// CUDA device memory.
#define kDLCUDA 2

// Pinned host memory (`cudaMallocHost`): host memory tile reads in place.
#define kDLCUDAHost 3

// OpenCL memory (not supported by tile).
#define kDLOpenCL 4

// Vulkan memory (not supported by tile).
#define kDLVulkan 7

// Metal memory (not supported by tile).
#define kDLMetal 8

// Verilog simulator memory (not supported by tile).
#define kDLVPI 9

// ROCm memory (not supported by tile).
#define kDLROCM 10

// Pinned ROCm host memory (not supported by tile).
#define kDLROCMHost 11

// A reserved extension device (not supported by tile).
#define kDLExtDev 12

// CUDA managed memory (`cudaMallocManaged`): used as device memory on a GPU engine.
#define kDLCUDAManaged 13

// oneAPI memory (not supported by tile).
#define kDLOneAPI 14

// WebGPU memory (not supported by tile).
#define kDLWebGPU 15

// Hexagon DSP memory (not supported by tile).
#define kDLHexagon 16

// MAIA memory (not supported by tile).
#define kDLMAIA 17

// AWS Trainium memory (not supported by tile).
#define kDLTrn 18
#endif /* DLPACK_DLPACK_H_ */


// `tile_engine_new`'s device: the CPU reference executor.
#define TILE_DEVICE_CPU 0

// `tile_engine_new`'s device: CUDA GPU 0 (an error without a usable driver and GPU).
#define TILE_DEVICE_GPU 1

// `tile_engine_new`'s device: GPU 0 when there is one, else the CPU.
#define TILE_DEVICE_AUTO 2

// `tile_arg_t::kind`: a 64-bit integer in `value.i`.
#define TILE_ARG_INT 1

// `tile_arg_t::kind`: a double in `value.f`.
#define TILE_ARG_FLOAT 2

// `tile_arg_t::kind`: a bool in `value.b` (0 is false, anything else true).
#define TILE_ARG_BOOL 3

// `tile_arg_t::kind`: a writable `DLTensor*` in `value.tensor`.
#define TILE_ARG_TENSOR 4

// `tile_arg_t::kind`: a `DLTensor*` in `value.tensor` that kernels must not write.
#define TILE_ARG_TENSOR_READ_ONLY 5

// `tile_arg_t::kind`: a `DLManagedTensorVersioned*` in `value.managed` (read-only when its
// `flags` have `DLPACK_FLAG_BITMASK_READ_ONLY`; its deleter is never called by tile).
#define TILE_ARG_MANAGED_TENSOR 6

// An engine: where kernels run (CPU or a CUDA GPU), the GPU back end, worker threads.
// Opaque; made by `tile_engine_new`, freed by `tile_engine_free`. Thread-safe: any thread may
// use one engine at the same time as others (to make sessions).
typedef struct tile_engine_t tile_engine_t;

// An error: a diagnostic code (`"E0503"`), a one-line message, the full rendered text (with
// source excerpts and hints) and whether it is a bug in tile. Owned by the caller, who frees
// it with `tile_error_free`.
typedef struct tile_error_t tile_error_t;

// A kernel of a session, ready to launch. Opaque; made by `tile_session_kernel`, freed by
// `tile_kernel_free`. It keeps its session alive, and each new argument signature (dtypes,
// ranks, layout facts, `const` values) compiles once and is reused by later launches.
typedef struct tile_kernel_t tile_kernel_t;

// A session: a scope of definitions and values in which source runs, like the REPL's.
// Opaque; made by `tile_session_new`, freed by `tile_session_free`. Calls on one session are
// serialised (a second thread waits); use a session per thread for parallel work.
typedef struct tile_session_t tile_session_t;

// The payload of a `tile_arg_t`; which field is meant is said by `kind`.
typedef union tile_arg_value_t {
  // `TILE_ARG_INT`.
  int64_t i;
  // `TILE_ARG_FLOAT`.
  double f;
  // `TILE_ARG_BOOL` (a byte: 0 is false).
  uint8_t b;
  // `TILE_ARG_TENSOR`, `TILE_ARG_TENSOR_READ_ONLY`.
  const DLTensor *tensor;
  // `TILE_ARG_MANAGED_TENSOR`.
  const DLManagedTensorVersioned *managed;
} tile_arg_value_t;

// One launch argument: a tagged union. Make them with `tile_arg_int`, `tile_arg_float`,
// `tile_arg_bool`, `tile_arg_tensor`, `tile_arg_tensor_read_only`, `tile_arg_managed`.
// Tensors are borrowed for the launch call only.
typedef struct tile_arg_t {
  // `TILE_ARG_*`.
  uint32_t kind;
  // The value.
  union tile_arg_value_t value;
} tile_arg_t;

#ifdef __cplusplus
extern "C" {
#endif // __cplusplus

// The library's version, e.g. `"0.1.0"`. A static string: never free it.
const char *tile_version(void);

// Makes an engine.
//
// `device`: `TILE_DEVICE_CPU`, `TILE_DEVICE_GPU` or `TILE_DEVICE_AUTO`. `backend`: the GPU
// back end (`"tileir"`, `"nvvm"`, `"auto"`), or NULL for the `TILE_BACKEND` environment
// variable's (CUDA Tile IR when unset). `threads`: CPU executor threads, 0 for every core.
// On success `*out` receives the engine, which the caller frees with `tile_engine_free`
// (sessions made from it stay usable after that). On error `*out` is NULL.
//
// # Safety
// `backend` is NULL or a NUL-terminated string; `out` is valid for one write.
struct tile_error_t *tile_engine_new(int32_t device,
                                     const char *backend,
                                     uint32_t threads,
                                     struct tile_engine_t **out);

// Frees an engine. Sessions made from it keep working. An error (`E0520`) for NULL or a
// handle that is not a live engine (e.g. freed twice). Thread-safe.
struct tile_error_t *tile_engine_free(struct tile_engine_t *engine);

// Whether the engine runs kernels on a GPU: `*out` is 1 for a GPU, 0 for the CPU.
// Thread-safe.
//
// # Safety
// `out` is valid for one write.
struct tile_error_t *tile_engine_is_gpu(const struct tile_engine_t *engine, int32_t *out);

// Makes an empty session of `engine`; `*out` receives it (NULL on error). The caller frees it
// with `tile_session_free`. Thread-safe.
//
// # Safety
// `out` is valid for one write.
struct tile_error_t *tile_session_new(const struct tile_engine_t *engine,
                                      struct tile_session_t **out);

// Frees a session. Kernels of the session stay usable (they keep it alive) until they are
// freed. An error (`E0520`) for NULL or a handle that is not a live session. Thread-safe.
struct tile_error_t *tile_session_free(struct tile_session_t *session);

// Runs source text in the session: its definitions (kernels, functions, imports) are added,
// then its statements run in order; what it prints goes to stdout. If `result` is not NULL,
// `*result` receives the value of a final expression statement as text (its `repr`, as the
// REPL echoes it), or NULL when the source does not end in an expression; the caller frees it
// with `tile_string_free`. An error keeps the session's earlier values and definitions.
//
// # Safety
// `source` is a NUL-terminated string; `result` is NULL or valid for one write.
struct tile_error_t *tile_session_eval(struct tile_session_t *session,
                                       const char *source,
                                       char **result);

// Adds definitions (kernels, functions, imports such as `from softmax import softmax`) to the
// session without running anything; host statements are refused (`E0216`).
//
// # Safety
// `source` is a NUL-terminated string.
struct tile_error_t *tile_session_define(struct tile_session_t *session, const char *source);

// Checks the `.tile` file at `path` statically, then runs it in the session (as `tile run`
// does: if the check finds errors nothing runs). Imports resolve to the standard library,
// then beside the file.
//
// # Safety
// `path` is a NUL-terminated string.
struct tile_error_t *tile_session_run_file(struct tile_session_t *session, const char *path);

// Binds `name` to an integer in the session's scope.
//
// # Safety
// `name` is a NUL-terminated string.
struct tile_error_t *tile_session_set_int(struct tile_session_t *session,
                                          const char *name,
                                          int64_t value);

// Binds `name` to a float in the session's scope.
//
// # Safety
// `name` is a NUL-terminated string.
struct tile_error_t *tile_session_set_float(struct tile_session_t *session,
                                            const char *name,
                                            double value);

// Binds `name` to a bool (0 false, anything else true) in the session's scope.
//
// # Safety
// `name` is a NUL-terminated string.
struct tile_error_t *tile_session_set_bool(struct tile_session_t *session,
                                           const char *name,
                                           uint8_t value);

// Reads `name` as an integer (a bool is 0 or 1) into `*out`: `E0200` when it is not
// defined, `E0510` when it is not an integer.
//
// # Safety
// `name` is a NUL-terminated string; `out` is valid for one write.
struct tile_error_t *tile_session_get_int(struct tile_session_t *session,
                                          const char *name,
                                          int64_t *out);

// Reads `name` as a float (integers convert) into `*out`: `E0200` when it is not defined,
// `E0510` when it is not a number.
//
// # Safety
// `name` is a NUL-terminated string; `out` is valid for one write.
struct tile_error_t *tile_session_get_float(struct tile_session_t *session,
                                            const char *name,
                                            double *out);

// Binds `name` to a new session array holding a copy of a host tensor (`kDLCPU` or
// `kDLCUDAHost`, any strides; its memory is read during the call only). `E0509` for CUDA
// memory, `E0520` for a malformed tensor or a dtype arrays cannot be made of from host data.
//
// # Safety
// `name` is a NUL-terminated string; `tensor` is NULL or a valid `DLTensor` whose shape and
// strides hold `ndim` values and whose memory is readable for the view.
struct tile_error_t *tile_session_set_tensor(struct tile_session_t *session,
                                             const char *name,
                                             const DLTensor *tensor);

// A copy of the session array `name` as a new row-major host tensor: `*out` receives a
// `DLManagedTensorVersioned` the caller owns and frees by calling its `deleter` (`(*out)->
// deleter(*out)`). Its dtype is the array's (fp8 and tf32 arrays come as f32). `E0200` when
// the name is not defined, `E0510` when it is not an array.
//
// # Safety
// `name` is a NUL-terminated string; `out` is valid for one write.
struct tile_error_t *tile_session_get_tensor(struct tile_session_t *session,
                                             const char *name,
                                             DLManagedTensorVersioned **out);

// Waits for the kernels the session queued on its GPU (launches on the CPU are done when
// `tile_kernel_launch` returns). A kernel fault is reported here (`E0507`), and the session
// then runs on the CPU.
struct tile_error_t *tile_session_synchronize(struct tile_session_t *session);

// A handle to kernel `name` of the session (defined there, or imported); `*out` receives it
// (NULL on error: `E0500` when there is no such kernel). The caller frees it with
// `tile_kernel_free`.
//
// # Safety
// `name` is a NUL-terminated string; `out` is valid for one write.
struct tile_error_t *tile_session_kernel(struct tile_session_t *session,
                                         const char *name,
                                         struct tile_kernel_t **out);

// Frees a kernel handle (its compiled specialisations stay in the session). An error
// (`E0520`) for NULL or a handle that is not a live kernel. Thread-safe.
struct tile_error_t *tile_kernel_free(struct tile_kernel_t *kernel);

// Launches the kernel over a grid of `grid_x * grid_y * grid_z` blocks with `nargs`
// arguments, one per kernel parameter in order (`const` parameters included; trailing ones
// with defaults may be left out).
//
// Tensors are used in place, with their strides (NULL strides: compact row-major), and must
// have the dtype and rank the parameter declares (`E0503` otherwise). Host tensors
// (`kDLCPU`, `kDLCUDAHost`) run on the CPU executor, or are staged through device memory on a
// GPU engine. CUDA tensors (`kDLCUDA`, `kDLCUDAManaged`) need a GPU engine on the same device
// (`E0509` otherwise) and are used in place. A numeric argument that is not a value of its
// scalar parameter's dtype is refused (`E0512`).
//
// `stream` is a `CUstream` of the engine's device (its primary context), or NULL for the
// default stream; it must be NULL on a CPU engine. On the CPU the call returns when the kernel
// is done. On a GPU it returns once the kernel is queued on `stream`: synchronise the stream
// (or call `tile_session_synchronize`) before reading results.
//
// Thread-safety: launches of kernels of one session are serialised.
//
// # Safety
// `args` points to `nargs` arguments (it may be NULL when `nargs` is 0). Each tensor and its
// shape and strides arrays are valid for the call, and its memory for the view it describes
// (on a GPU, until the kernel has run); nothing else writes a tensor's memory while the kernel
// runs. `stream` is NULL or a live stream of the engine's device.
struct tile_error_t *tile_kernel_launch(struct tile_kernel_t *kernel,
                                        uint32_t grid_x,
                                        uint32_t grid_y,
                                        uint32_t grid_z,
                                        const struct tile_arg_t *args,
                                        size_t nargs,
                                        void *stream);

// An integer argument.
struct tile_arg_t tile_arg_int(int64_t value);

// A float argument.
struct tile_arg_t tile_arg_float(double value);

// A bool argument (0 false, anything else true).
struct tile_arg_t tile_arg_bool(uint8_t value);

// A writable tensor argument (borrowed for the launch call).
struct tile_arg_t tile_arg_tensor(const DLTensor *tensor);

// A read-only tensor argument: a launch whose kernel writes the parameter is refused.
struct tile_arg_t tile_arg_tensor_read_only(const DLTensor *tensor);

// A DLPack 1.x managed tensor argument (read-only when its flags say so). tile never calls
// its deleter: the caller still owns it.
struct tile_arg_t tile_arg_managed(const DLManagedTensorVersioned *managed);

// The error's diagnostic code, e.g. `"E0503"` (`"E09xx"` for a bug in tile). The string
// belongs to the error: valid until `tile_error_free`. `""` for NULL.
//
// # Safety
// `error` is NULL or an error this library returned and that was not freed.
const char *tile_error_code(const struct tile_error_t *error);

// The error's one-line message (valid until `tile_error_free`; `""` for NULL).
//
// # Safety
// `error` is NULL or an error this library returned and that was not freed.
const char *tile_error_message(const struct tile_error_t *error);

// The error rendered as `tile` prints it: code, message, source excerpts, hints (valid until
// `tile_error_free`; `""` for NULL).
//
// # Safety
// `error` is NULL or an error this library returned and that was not freed.
const char *tile_error_rendered(const struct tile_error_t *error);

// 1 when the error is a bug in tile (an internal error, `E09xx`), 0 when it is the program's
// or the caller's mistake (or `error` is NULL).
//
// # Safety
// `error` is NULL or an error this library returned and that was not freed.
int32_t tile_error_is_internal(const struct tile_error_t *error);

// Frees an error (NULL is ignored). Errors are plain owned objects, not registered handles:
// freeing one twice is undefined behaviour, as with `free`.
//
// # Safety
// `error` is NULL or an error this library returned and that was not freed.
void tile_error_free(struct tile_error_t *error);

// Frees a string this library returned (`tile_session_eval`'s result; NULL is ignored).
//
// # Safety
// `s` is NULL or a string this library returned and that was not freed.
void tile_string_free(char *s);

#ifdef __cplusplus
}  // extern "C"
#endif  // __cplusplus

#endif  /* TILE_H */
