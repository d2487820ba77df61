/*
 * A fake libcuda.so.1 for running the tile-gpu GPU tests on a machine without a GPU.
 *
 * It implements exactly the driver entry points tile-gpu calls (loader.rs SYMBOLS), with
 * host memory standing in for device memory, and "runs" the two test kernels of
 * crates/gpu/kernels/ on the CPU: vector_add_f32, and write_u32, whose null-address write
 * makes the context sticky-faulted (CUDA_ERROR_ILLEGAL_ADDRESS on every later call) until
 * cuDevicePrimaryCtxReset. That is enough to exercise tile-gpu's own logic end to end:
 * loading, error mapping, generations, reset and its report, stale objects, borrowed
 * pointers, threads, memory accounting.
 *
 * It is a test double, not the driver: the real semantics are checked on the GPU. Build and
 * use it with crates/gpu/tests/mock/run.sh.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef int CUresult;
enum {
    OK = 0, INVALID_VALUE = 1, OUT_OF_MEMORY = 2, INVALID_DEVICE = 101, INVALID_PTX = 218,
    INVALID_CONTEXT = 201, NOT_FOUND = 500, NOT_READY = 600, ILLEGAL_ADDRESS = 700,
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
#define LOCKED(body) do { pthread_mutex_lock(&lock); CUresult r_ = (body); pthread_mutex_unlock(&lock); return r_; } while (0)

/* ---- the one device and its primary context ---- */

static const size_t TOTAL = (size_t)80 << 30;
struct ctx { int active; int retains; CUresult sticky; };
static struct ctx primary;
static __thread struct ctx *current;

struct alloc { void *p; size_t n; struct alloc *next; };
static struct alloc *allocs;
static size_t used;

static void free_everything(void) {
    while (allocs) { struct alloc *a = allocs; allocs = a->next; free(a->p); free(a); }
    used = 0;
}

/* Every context-bound call starts here: no current context, or a faulted one, fails. */
static CUresult ready(void) {
    if (!current || !current->active) return INVALID_CONTEXT;
    return current->sticky;
}

CUresult cuInit(unsigned flags) { return flags ? INVALID_VALUE : OK; }
CUresult cuDriverGetVersion(int *v) { *v = 13000; return OK; }
CUresult cuDeviceGetCount(int *n) { *n = 1; return OK; }
CUresult cuDeviceGet(int *dev, int ordinal) { if (ordinal != 0) return INVALID_DEVICE; *dev = 0; return OK; }
CUresult cuDeviceGetName(char *name, int len, int dev) {
    (void)dev; strncpy(name, "Mock GPU (libcuda_mock.c)", len); name[len - 1] = 0; return OK;
}
CUresult cuDeviceGetAttribute(int *v, int attr, int dev) {
    (void)dev;
    switch (attr) {
    case 75: *v = 9; break;          /* compute capability major */
    case 76: *v = 0; break;          /* minor */
    case 16: *v = 132; break;        /* SMs */
    case 38: *v = 50 << 20; break;   /* L2 */
    case 97: *v = 232448; break;     /* shared memory opt-in */
    default: *v = 0;
    }
    return OK;
}
CUresult cuDeviceTotalMem_v2(size_t *bytes, int dev) { (void)dev; *bytes = TOTAL; return OK; }

static CUresult retain(void **pctx) { primary.active = 1; primary.retains++; *pctx = &primary; return OK; }
CUresult cuDevicePrimaryCtxRetain(void **pctx, int dev) { (void)dev; LOCKED(retain(pctx)); }
static CUresult release(void) {
    if (primary.retains == 0) return INVALID_CONTEXT;
    if (--primary.retains == 0) { free_everything(); primary.active = 0; primary.sticky = OK; }
    return OK;
}
CUresult cuDevicePrimaryCtxRelease_v2(int dev) { (void)dev; LOCKED(release()); }
/* Like the driver: frees everything and clears a fault; retains are kept; inactive until
   the next retain. */
static CUresult reset(void) { free_everything(); primary.active = 0; primary.sticky = OK; return OK; }
CUresult cuDevicePrimaryCtxReset_v2(int dev) { (void)dev; LOCKED(reset()); }
CUresult cuCtxGetCurrent(void **pctx) { *pctx = current; return OK; }
CUresult cuCtxSetCurrent(void *ctx) { current = ctx; return OK; }
CUresult cuCtxSynchronize(void) { LOCKED(ready()); }

static CUresult mem_info(size_t *free_, size_t *total) {
    CUresult r = ready(); if (r) return r;
    *free_ = TOTAL - used; *total = TOTAL; return OK;
}
CUresult cuMemGetInfo_v2(size_t *free_, size_t *total) { LOCKED(mem_info(free_, total)); }

/* ---- streams and events: work runs at enqueue time, so they only carry state ---- */

static CUresult make(void **out, size_t n) { CUresult r = ready(); if (r) return r; *out = calloc(1, n); return OK; }
static CUresult unmake(void *p) { CUresult r = ready(); free(p); return r; }
CUresult cuStreamCreate(void **s, unsigned flags) { (void)flags; LOCKED(make(s, 8)); }
CUresult cuStreamDestroy_v2(void *s) { LOCKED(unmake(s)); }
CUresult cuStreamSynchronize(void *s) { (void)s; LOCKED(ready()); }

struct event { double ms; };
static double now_ms(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
CUresult cuEventCreate(void **e, unsigned flags) { (void)flags; LOCKED(make(e, sizeof(struct event))); }
static CUresult record(struct event *e) { CUresult r = ready(); if (!r) e->ms = now_ms(); return r; }
CUresult cuEventRecord(void *e, void *s) { (void)s; LOCKED(record(e)); }
CUresult cuEventSynchronize(void *e) { (void)e; LOCKED(ready()); }
CUresult cuEventQuery(void *e) { (void)e; LOCKED(ready()); }
static CUresult elapsed(float *ms, struct event *a, struct event *b) {
    CUresult r = ready(); if (r) return r;
    *ms = (float)(b->ms - a->ms); if (*ms <= 0) *ms = 0.001f; return OK;
}
CUresult cuEventElapsedTime_v2(float *ms, void *a, void *b) { LOCKED(elapsed(ms, a, b)); }
CUresult cuEventDestroy_v2(void *e) { LOCKED(unmake(e)); }

/* ---- memory: device pointers are host pointers ---- */

static CUresult alloc(uint64_t *p, size_t n) {
    CUresult r = ready(); if (r) return r;
    if (n == 0) return INVALID_VALUE;
    if (n > TOTAL - used) return OUT_OF_MEMORY;
    struct alloc *a = malloc(sizeof *a);
    a->n = n; a->p = aligned_alloc(256, (n + 255) & ~(size_t)255); a->next = allocs; allocs = a;
    used += n; *p = (uint64_t)(uintptr_t)a->p; return OK;
}
CUresult cuMemAlloc_v2(uint64_t *p, size_t n) { LOCKED(alloc(p, n)); }
static CUresult dealloc(uint64_t p) {
    CUresult r = ready();
    for (struct alloc **a = &allocs; *a; a = &(*a)->next) {
        if ((uintptr_t)(*a)->p != p) continue;
        struct alloc *dead = *a; *a = dead->next; used -= dead->n; free(dead->p); free(dead);
        return r;
    }
    return r ? r : INVALID_VALUE; /* a double free or foreign pointer: the driver says 1 too */
}
CUresult cuMemFree_v2(uint64_t p) { LOCKED(dealloc(p)); }
static CUresult copy(void *dst, const void *src, size_t n) { CUresult r = ready(); if (!r) memmove(dst, src, n); return r; }
CUresult cuMemcpyHtoDAsync_v2(uint64_t d, const void *h, size_t n, void *s) { (void)s; LOCKED(copy((void *)(uintptr_t)d, h, n)); }
CUresult cuMemcpyDtoHAsync_v2(void *h, uint64_t d, size_t n, void *s) { (void)s; LOCKED(copy(h, (void *)(uintptr_t)d, n)); }
CUresult cuMemcpyDtoDAsync_v2(uint64_t d, uint64_t src, size_t n, void *s) { (void)s; LOCKED(copy((void *)(uintptr_t)d, (void *)(uintptr_t)src, n)); }
static CUresult fill8(uint64_t d, unsigned char v, size_t n) { CUresult r = ready(); if (!r) memset((void *)(uintptr_t)d, v, n); return r; }
static CUresult fill32(uint64_t d, unsigned v, size_t n) {
    CUresult r = ready(); if (r) return r;
    if (d % 4) return INVALID_VALUE;
    for (size_t i = 0; i < n; i++) ((unsigned *)(uintptr_t)d)[i] = v;
    return OK;
}
CUresult cuMemsetD8Async(uint64_t d, unsigned char v, size_t n, void *s) { (void)s; LOCKED(fill8(d, v, n)); }
CUresult cuMemsetD32Async(uint64_t d, unsigned v, size_t n, void *s) { (void)s; LOCKED(fill32(d, v, n)); }

/* ---- modules: kernels are recognised by name in the image ---- */

enum kernel { VECTOR_ADD = 1, WRITE_U32 = 2, TILE_VECTOR_ADD = 3 };
struct module { int has_vector_add, has_write_u32, has_tile_vector_add; };
struct function { enum kernel k; };
static struct function vector_add_fn = { VECTOR_ADD }, write_u32_fn = { WRITE_U32 },
                       tile_vector_add_fn = { TILE_VECTOR_ADD };

static int contains(const unsigned char *img, size_t n, const char *s) {
    size_t m = strlen(s);
    for (size_t i = 0; i + m <= n; i++) if (!memcmp(img + i, s, m)) return 1;
    return 0;
}
static size_t image_size(const unsigned char *img) {
    if (!memcmp(img, "\x7f" "ELF", 4)) {  /* section header table ends the file */
        uint64_t shoff; uint16_t shentsize, shnum;
        memcpy(&shoff, img + 0x28, 8); memcpy(&shentsize, img + 0x3A, 2); memcpy(&shnum, img + 0x3C, 2);
        uint64_t phoff; uint16_t phentsize, phnum;
        memcpy(&phoff, img + 0x20, 8); memcpy(&phentsize, img + 0x36, 2); memcpy(&phnum, img + 0x38, 2);
        size_t a = shoff + (size_t)shentsize * shnum, b = phoff + (size_t)phentsize * phnum;
        return a > b ? a : b;
    }
    return strlen((const char *)img);  /* PTX: must be NUL-terminated, as for the driver */
}
static CUresult load(void **m, const void *image, unsigned nopt, int *opts, void **vals) {
    CUresult r = ready(); if (r) return r;
    const unsigned char *img = image;
    size_t n = image_size(img);
    if (contains(img, n, "bogus")) {
        for (unsigned i = 0; i < nopt; i++)
            if (opts[i] == 5) strcpy(vals[i], "mock ptxas: line 4; error: Unknown instruction 'bogus'");
        return INVALID_PTX;
    }
    struct module *mod = calloc(1, sizeof *mod);
    mod->has_vector_add = contains(img, n, "vector_add_f32");
    mod->has_write_u32 = contains(img, n, "write_u32");
    /* the tileiras cubin's symbol, NUL-terminated in its string table */
    mod->has_tile_vector_add = contains(img, n, ".text.vector_add") && !mod->has_vector_add;
    *m = mod; return OK;
}
CUresult cuModuleLoadDataEx(void **m, const void *image, unsigned n, int *opts, void **vals) { LOCKED(load(m, image, n, opts, vals)); }
CUresult cuModuleUnload(void *m) { LOCKED(unmake(m)); }
static CUresult get_function(void **f, struct module *m, const char *name) {
    CUresult r = ready(); if (r) return r;
    if (m->has_vector_add && !strcmp(name, "vector_add_f32")) { *f = &vector_add_fn; return OK; }
    if (m->has_write_u32 && !strcmp(name, "write_u32")) { *f = &write_u32_fn; return OK; }
    if (m->has_tile_vector_add && !strcmp(name, "vector_add")) { *f = &tile_vector_add_fn; return OK; }
    return NOT_FOUND;
}
CUresult cuModuleGetFunction(void **f, void *m, const char *name) { LOCKED(get_function(f, m, name)); }
CUresult cuFuncGetAttribute(int *v, int attr, struct function *f) {
    (void)f;
    switch (attr) {
    case 0: *v = 1024; break;  /* max threads per block */
    case 4: *v = 12; break;    /* registers */
    case 5: *v = 80; break;    /* PTX version */
    case 6: *v = 90; break;    /* binary version */
    default: *v = 0;
    }
    return OK;
}
CUresult cuFuncSetAttribute(struct function *f, int attr, int v) { (void)f; (void)attr; (void)v; return OK; }
CUresult cuFuncGetParamInfo(struct function *f, size_t i, size_t *offset, size_t *size) {
    static const size_t va[][2] = { {0, 8}, {8, 8}, {16, 8}, {24, 4} }, wr[][2] = { {0, 8}, {8, 4} },
        tile[][2] = { {0, 8}, {8, 4}, {12, 4}, {16, 8}, {24, 4}, {28, 4}, {32, 8}, {40, 4}, {44, 4} };
    const size_t (*p)[2] = f->k == VECTOR_ADD ? va : f->k == WRITE_U32 ? wr : tile;
    size_t count = f->k == VECTOR_ADD ? 4 : f->k == WRITE_U32 ? 2 : 9;
    if (i >= count) return INVALID_VALUE;
    *offset = p[i][0]; *size = p[i][1]; return OK;
}

static CUresult launch(struct function *f, unsigned gx, unsigned gy, unsigned gz,
                       unsigned bx, unsigned by, unsigned bz, void **params) {
    CUresult r = ready(); if (r) return r;
    if (!gx || !gy || !gz || !bx || !by || !bz || (uint64_t)bx * by * bz > 1024) return INVALID_VALUE;
    if (f->k == VECTOR_ADD) {
        const float *a = (const float *)(uintptr_t)*(uint64_t *)params[0];
        const float *b = (const float *)(uintptr_t)*(uint64_t *)params[1];
        float *c = (float *)(uintptr_t)*(uint64_t *)params[2];
        uint64_t n = *(unsigned *)params[3], threads = (uint64_t)gx * bx;
        for (uint64_t i = 0; i < n && i < threads; i++) c[i] = a[i] + b[i];
    } else if (f->k == TILE_VECTOR_ADD) {
        /* tileiras kernels have a fixed block (reqntid 128): the driver takes (1,1,1) or 128 */
        if (!((bx == 1 || bx == 128) && by == 1 && bz == 1)) return INVALID_VALUE;
        const float *arr[3];
        int len[3], stride[3];
        for (int k = 0; k < 3; k++) {
            arr[k] = (const float *)(uintptr_t)*(uint64_t *)params[3 * k];
            len[k] = *(int *)params[3 * k + 1];
            stride[k] = *(int *)params[3 * k + 2];
        }
        for (uint64_t i = 0; i < (uint64_t)gx * 256 && i < (uint64_t)len[2]; i++)
            ((float *)arr[2])[i * stride[2]] = arr[0][i * stride[0]] + arr[1][i * stride[1]];
    } else {
        unsigned *p = (unsigned *)(uintptr_t)*(uint64_t *)params[0];
        if (!p) current->sticky = ILLEGAL_ADDRESS;  /* reported by later calls, as on a GPU */
        else *p = *(unsigned *)params[1];
    }
    return OK;
}
CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                        unsigned bz, unsigned smem, void *s, void **params, void **extra) {
    (void)smem; (void)s; (void)extra;
    LOCKED(launch(f, gx, gy, gz, bx, by, bz, params));
}

/* A TMA tensor map: the driver's rules for a tiled map of 2-byte elements with the 128-byte
 * swizzle (rank 1 to 5, a base and strides of whole 16 bytes, extents 1 to 2^32, boxes 1 to
 * 256 with 128 bytes at most along the first), then the base and extents written into the
 * map, which only the mock reads. */
CUresult cuTensorMapEncodeTiled(uint64_t *map, int dtype, unsigned rank, void *base,
                                const uint64_t *dims, const uint64_t *strides,
                                const unsigned *boxes, const unsigned *element_strides,
                                int interleave, int swizzle, int promotion, int fill) {
    (void)dtype; (void)element_strides; (void)interleave; (void)swizzle; (void)promotion; (void)fill;
    if (!map || rank < 1 || rank > 5 || ((uintptr_t)base & 15)) return INVALID_VALUE;
    for (unsigned i = 0; i < rank; i++) {
        if (dims[i] == 0 || dims[i] > ((uint64_t)1 << 32) || boxes[i] == 0 || boxes[i] > 256) return INVALID_VALUE;
        if (i > 0 && (strides[i - 1] % 16 != 0 || strides[i - 1] >= ((uint64_t)1 << 40))) return INVALID_VALUE;
    }
    if (boxes[0] * 2 > 128) return INVALID_VALUE;
    memset(map, 0, 128);
    map[0] = (uint64_t)(uintptr_t)base;
    for (unsigned i = 0; i < rank; i++) map[1 + i] = dims[i];
    return OK;
}

CUresult cuGetErrorString(CUresult code, const char **s) {
    switch (code) {
    case INVALID_VALUE: *s = "invalid argument"; break;
    case OUT_OF_MEMORY: *s = "out of memory"; break;
    case INVALID_DEVICE: *s = "invalid device ordinal"; break;
    case INVALID_CONTEXT: *s = "invalid device context"; break;
    case INVALID_PTX: *s = "a PTX JIT compilation failed"; break;
    case NOT_FOUND: *s = "named symbol not found"; break;
    case ILLEGAL_ADDRESS: *s = "an illegal memory access was encountered"; break;
    default: *s = 0; return INVALID_VALUE;
    }
    return OK;
}
