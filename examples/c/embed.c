/*
 * embed.c — a C program that embeds the tile engine through include/tile.h.
 *
 * It makes an engine and a session, defines a kernel from source, imports a standard-library
 * kernel, launches both on its own arrays described as DLPack `DLTensor`s (a strided,
 * row-reversed view included), checks the results, and shows the coded errors that bad input
 * gets (wrong dtype, CUDA memory on a CPU engine, a freed kernel, a scalar out of range).
 *
 *   ./embed        kernels on the CPU reference executor, on host arrays
 *   ./embed gpu    a GPU engine, device arrays the program allocates with cuMemAlloc (the CUDA
 *                  driver is loaded with dlopen, so no CUDA headers or -lcuda are needed to
 *                  build), launched on a stream the program creates
 *
 * Build and run: `make -C examples/c run` (see the Makefile). Exit status 0 when every check
 * passes.
 */
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tile.h"

static int failures = 0;

#define CHECK(cond, ...)                                   \
    do {                                                   \
        if (!(cond)) {                                     \
            fprintf(stderr, "check failed: " __VA_ARGS__); \
            fprintf(stderr, "\n");                         \
            failures++;                                    \
        }                                                  \
    } while (0)

/* Exits with the error's rendered text when a call that must succeed fails. */
static void must(tile_error_t *err, const char *what) {
    if (err != NULL) {
        fprintf(stderr, "%s failed:\n%s\n", what, tile_error_rendered(err));
        tile_error_free(err);
        exit(1);
    }
}

/* Expects an error with `code`; prints its message. */
static void expect_error(tile_error_t *err, const char *code, const char *what) {
    if (err == NULL) {
        fprintf(stderr, "check failed: %s was accepted\n", what);
        failures++;
        return;
    }
    printf("%s -> %s: %s\n", what, tile_error_code(err), tile_error_message(err));
    CHECK(strcmp(tile_error_code(err), code) == 0, "%s: expected %s, got %s", what, code, tile_error_code(err));
    CHECK(!tile_error_is_internal(err), "%s is not an internal error", what);
    tile_error_free(err);
}

static DLTensor tensor(void *data, DLDataType dtype, int32_t ndim, int64_t *shape, int64_t *strides, int32_t device) {
    DLTensor t;
    memset(&t, 0, sizeof t);
    t.data = data;
    t.device.device_type = device;
    t.device.device_id = 0;
    t.ndim = ndim;
    t.dtype = dtype;
    t.shape = shape;
    t.strides = strides;
    t.byte_offset = 0;
    return t;
}

static const DLDataType F32 = {kDLFloat, 32, 1};
static const DLDataType F64 = {kDLFloat, 64, 1};

static const char *SOURCE =
    "kernel saxpy(x: f32[N], y: f32[N], out: f32[N], alpha: float, T: const int):\n"
    "    i = bid(0)\n"
    "    a = load(x, index=(i,), shape=(T,), padding=zero)\n"
    "    b = load(y, index=(i,), shape=(T,), padding=zero)\n"
    "    store(out, index=(i,), tile=alpha * a + b)\n"
    "\n"
    "from softmax import softmax\n"
    "T = 256\n";

/* ---- The CUDA driver, loaded at run time (GPU mode only). ---- */
typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUstream_st *CUstream;
static struct {
    CUresult (*init)(unsigned);
    CUresult (*primary_retain)(CUcontext *, int);
    CUresult (*set_current)(CUcontext);
    CUresult (*alloc)(CUdeviceptr *, size_t);
    CUresult (*free_)(CUdeviceptr);
    CUresult (*htod)(CUdeviceptr, const void *, size_t);
    CUresult (*dtoh)(void *, CUdeviceptr, size_t);
    CUresult (*stream_create)(CUstream *, unsigned);
    CUresult (*stream_sync)(CUstream);
    CUresult (*stream_destroy)(CUstream);
} cu;

static void *sym(void *lib, const char *name) {
    void *p = dlsym(lib, name);
    if (p == NULL) {
        fprintf(stderr, "the CUDA driver has no %s\n", name);
        exit(1);
    }
    return p;
}

static void cu_check(CUresult r, const char *what) {
    if (r != 0) {
        fprintf(stderr, "%s failed: CUDA error %d\n", what, r);
        exit(1);
    }
}

static void load_cuda(void) {
    void *lib = dlopen("libcuda.so.1", RTLD_NOW);
    if (lib == NULL) {
        fprintf(stderr, "gpu mode needs the CUDA driver (libcuda.so.1): %s\n", dlerror());
        exit(1);
    }
    *(void **)&cu.init = sym(lib, "cuInit");
    *(void **)&cu.primary_retain = sym(lib, "cuDevicePrimaryCtxRetain");
    *(void **)&cu.set_current = sym(lib, "cuCtxSetCurrent");
    *(void **)&cu.alloc = sym(lib, "cuMemAlloc_v2");
    *(void **)&cu.free_ = sym(lib, "cuMemFree_v2");
    *(void **)&cu.htod = sym(lib, "cuMemcpyHtoD_v2");
    *(void **)&cu.dtoh = sym(lib, "cuMemcpyDtoH_v2");
    *(void **)&cu.stream_create = sym(lib, "cuStreamCreate");
    *(void **)&cu.stream_sync = sym(lib, "cuStreamSynchronize");
    *(void **)&cu.stream_destroy = sym(lib, "cuStreamDestroy_v2");
    CUcontext ctx;
    cu_check(cu.init(0), "cuInit");
    /* tile runs in device 0's primary context: allocate there. */
    cu_check(cu.primary_retain(&ctx, 0), "cuDevicePrimaryCtxRetain");
    cu_check(cu.set_current(ctx), "cuCtxSetCurrent");
}

/* ---- The program. ---- */

/* saxpy over n elements; in gpu mode the arrays are device memory and the launch is on a stream
 * of the program's own. */
static void run_saxpy(tile_session_t *session, int gpu) {
    enum { N = 10000 };
    static float x[N], y[N], out[N];
    for (int i = 0; i < N; i++) {
        x[i] = (float)i;
        y[i] = 0.5f;
        out[i] = 0.0f;
    }
    int64_t shape[1] = {N};
    tile_kernel_t *saxpy = NULL;
    must(tile_session_kernel(session, "saxpy", &saxpy), "tile_session_kernel");
    CUdeviceptr dx = 0, dy = 0, dout = 0;
    CUstream stream = NULL;
    void *px = x, *py = y, *pout = out;
    int32_t device = kDLCPU;
    if (gpu) {
        cu_check(cu.alloc(&dx, sizeof x), "cuMemAlloc");
        cu_check(cu.alloc(&dy, sizeof y), "cuMemAlloc");
        cu_check(cu.alloc(&dout, sizeof out), "cuMemAlloc");
        cu_check(cu.htod(dx, x, sizeof x), "cuMemcpyHtoD");
        cu_check(cu.htod(dy, y, sizeof y), "cuMemcpyHtoD");
        cu_check(cu.htod(dout, out, sizeof out), "cuMemcpyHtoD");
        cu_check(cu.stream_create(&stream, 1 /* non-blocking */), "cuStreamCreate");
        px = (void *)(uintptr_t)dx;
        py = (void *)(uintptr_t)dy;
        pout = (void *)(uintptr_t)dout;
        device = kDLCUDA;
    }
    DLTensor tx = tensor(px, F32, 1, shape, NULL, device);
    DLTensor ty = tensor(py, F32, 1, shape, NULL, device);
    DLTensor tout = tensor(pout, F32, 1, shape, NULL, device);
    for (int round = 0; round < 3; round++) {
        float alpha = 2.0f + (float)round;
        tile_arg_t args[5] = {tile_arg_tensor_read_only(&tx), tile_arg_tensor_read_only(&ty), tile_arg_tensor(&tout),
                              tile_arg_float(alpha), tile_arg_int(256)};
        if (gpu) {
            /* Device tensors are lent writable only. */
            args[0] = tile_arg_tensor(&tx);
            args[1] = tile_arg_tensor(&ty);
        }
        must(tile_kernel_launch(saxpy, (N + 255) / 256, 1, 1, args, 5, stream), "saxpy launch");
        if (gpu) {
            cu_check(cu.stream_sync(stream), "cuStreamSynchronize");
            cu_check(cu.dtoh(out, dout, sizeof out), "cuMemcpyDtoH");
        }
        int wrong = 0;
        for (int i = 0; i < N; i++) {
            wrong += out[i] != alpha * (float)i + 0.5f;
        }
        printf("saxpy (alpha %.0f) over %d elements on %s memory: out[1..3] = %.1f %.1f %.1f, %d wrong\n", alpha, N,
               gpu ? "device" : "host", out[1], out[2], out[3], wrong);
        CHECK(wrong == 0, "saxpy with alpha %f", alpha);
    }
    if (gpu) {
        cu_check(cu.stream_destroy(stream), "cuStreamDestroy");
        cu.free_(dx);
        cu.free_(dy);
        cu.free_(dout);
    }
    must(tile_kernel_free(saxpy), "tile_kernel_free");
}

/* The standard library's row softmax on a row-reversed strided view of a 4 x 6 buffer (the
 * view is 4 x 5: each row's last element is skipped). */
static void run_softmax(tile_session_t *session) {
    float buf[4][6], y[4][5];
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 6; j++) buf[i][j] = (float)(i * 10 + j) * 0.1f;
    int64_t xshape[2] = {4, 5}, xstrides[2] = {-6, 1}, yshape[2] = {4, 5};
    DLTensor tx = tensor(buf, F32, 2, xshape, xstrides, kDLCPU);
    tx.byte_offset = 3 * 6 * sizeof(float); /* element [0, 0] is the last row's first */
    DLTensor ty = tensor(y, F32, 2, yshape, NULL, kDLCPU);
    tile_kernel_t *softmax = NULL;
    must(tile_session_kernel(session, "softmax", &softmax), "tile_session_kernel");
    tile_arg_t args[4] = {tile_arg_tensor_read_only(&tx), tile_arg_tensor(&ty), tile_arg_int(1), tile_arg_int(8)};
    must(tile_kernel_launch(softmax, 4, 1, 1, args, 4, NULL), "softmax launch");
    double worst = 0.0;
    for (int i = 0; i < 4; i++) {
        const float *row = buf[3 - i];
        double m = row[0], s = 0.0;
        for (int j = 1; j < 5; j++) m = row[j] > m ? row[j] : m;
        for (int j = 0; j < 5; j++) s += exp(row[j] - m);
        for (int j = 0; j < 5; j++) {
            double want = exp(row[j] - m) / s, d = fabs(want - y[i][j]);
            worst = d > worst ? d : worst;
        }
    }
    printf("softmax over a reversed strided 4 x 5 view: y[0][0..1] = %.4f %.4f, worst error %.2e\n", y[0][0], y[0][1], worst);
    CHECK(worst < 1e-5, "softmax error %e", worst);
    must(tile_kernel_free(softmax), "tile_kernel_free");
}

/* Values both ways: a strided host view copied into the session, a computed array copied out
 * as a DLPack tensor the program owns. */
static void exchange_values(tile_session_t *session) {
    double m[3][4];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++) m[i][j] = i * 4 + j;
    int64_t shape[2] = {3, 2}, strides[2] = {4, 2}; /* every other column */
    DLTensor view = tensor(m, F64, 2, shape, strides, kDLCPU);
    must(tile_session_set_tensor(session, "m", &view), "tile_session_set_tensor");
    must(tile_session_eval(session, "doubled = m * 2.0\ntotal = sum(m)", NULL), "tile_session_eval");
    double total = 0.0;
    must(tile_session_get_float(session, "total", &total), "tile_session_get_float");
    DLManagedTensorVersioned *out = NULL;
    must(tile_session_get_tensor(session, "doubled", &out), "tile_session_get_tensor");
    const double *d = (const double *)out->dl_tensor.data;
    printf("set a 3 x 2 view, sum %.0f; got back a %d-d %lld x %lld tensor: %.0f %.0f / %.0f %.0f / %.0f %.0f\n", total,
           out->dl_tensor.ndim, (long long)out->dl_tensor.shape[0], (long long)out->dl_tensor.shape[1], d[0], d[1], d[2],
           d[3], d[4], d[5]);
    CHECK(total == 0 + 2 + 4 + 6 + 8 + 10, "sum %f", total);
    CHECK(d[1] == 4.0 && d[5] == 20.0, "doubled values");
    out->deleter(out); /* the caller owns what tile_session_get_tensor returns */
}

/* What bad input gets: coded errors, and the session stays usable. */
static void show_errors(tile_session_t *session) {
    enum { N = 64 };
    float x[N] = {0}, out[N] = {0};
    double wide[N] = {0};
    int64_t shape[1] = {N};
    DLTensor tx = tensor(x, F32, 1, shape, NULL, kDLCPU);
    DLTensor tout = tensor(out, F32, 1, shape, NULL, kDLCPU);
    DLTensor twide = tensor(wide, F64, 1, shape, NULL, kDLCPU);
    DLTensor tcuda = tensor((void *)(uintptr_t)0x100000, F32, 1, shape, NULL, kDLCUDA);
    tile_kernel_t *saxpy = NULL;
    must(tile_session_kernel(session, "saxpy", &saxpy), "tile_session_kernel");

    tile_arg_t args[5] = {tile_arg_tensor(&tx), tile_arg_tensor(&tx), tile_arg_tensor(&twide), tile_arg_float(1.0), tile_arg_int(64)};
    expect_error(tile_kernel_launch(saxpy, 1, 1, 1, args, 5, NULL), "E0503", "an f64 array for an f32 parameter");
    tile_error_t *err = tile_kernel_launch(saxpy, 1, 1, 1, args, 5, NULL);
    printf("its rendered text:\n%s\n", tile_error_rendered(err));
    tile_error_free(err);

    args[2] = tile_arg_tensor(&tcuda);
    expect_error(tile_kernel_launch(saxpy, 1, 1, 1, args, 5, NULL), "E0509", "CUDA memory on a CPU engine");
    args[2] = tile_arg_tensor(&tout);
    args[3] = tile_arg_float(1e300);
    expect_error(tile_kernel_launch(saxpy, 1, 1, 1, args, 5, NULL), "E0512", "1e300 for an f32 scalar");
    args[3] = tile_arg_float(1.0);
    args[0] = tile_arg_tensor(NULL);
    expect_error(tile_kernel_launch(saxpy, 1, 1, 1, args, 5, NULL), "E0520", "a NULL tensor");
    expect_error(tile_session_eval(session, "y = undefined_name + 1", NULL), "E0200", "an undefined name");

    must(tile_kernel_free(saxpy), "tile_kernel_free");
    args[0] = tile_arg_tensor(&tx);
    expect_error(tile_kernel_launch(saxpy, 1, 1, 1, args, 5, NULL), "E0520", "a freed kernel");
    expect_error(tile_kernel_free(saxpy), "E0520", "freeing a kernel twice");

    /* The session is still usable after every error. */
    char *text = NULL;
    must(tile_session_eval(session, "T * 4", &text), "tile_session_eval");
    printf("the session still answers: T * 4 = %s\n", text);
    CHECK(text != NULL && strcmp(text, "1024") == 0, "T * 4 is %s", text ? text : "(null)");
    tile_string_free(text);
}

int main(int argc, char **argv) {
    int gpu = argc > 1 && strcmp(argv[1], "gpu") == 0;
    if (gpu) load_cuda();
    printf("tile %s, %s engine\n", tile_version(), gpu ? "GPU" : "CPU");

    tile_engine_t *engine = NULL;
    must(tile_engine_new(gpu ? TILE_DEVICE_GPU : TILE_DEVICE_CPU, NULL, 0, &engine), "tile_engine_new");
    tile_session_t *session = NULL;
    must(tile_session_new(engine, &session), "tile_session_new");
    must(tile_session_eval(session, SOURCE, NULL), "defining the kernels");

    run_saxpy(session, gpu);
    if (!gpu) {
        run_softmax(session);
        exchange_values(session);
        show_errors(session);
    } else {
        /* Host arrays on a GPU engine are staged through device memory. */
        run_saxpy(session, 0);
        must(tile_session_synchronize(session), "tile_session_synchronize");
    }

    must(tile_session_free(session), "tile_session_free");
    must(tile_engine_free(engine), "tile_engine_free");
    if (failures) {
        fprintf(stderr, "%d checks failed\n", failures);
        return 1;
    }
    printf("all checks passed\n");
    return 0;
}
