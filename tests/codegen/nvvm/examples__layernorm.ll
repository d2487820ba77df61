; kernel layernorm [eps=1e-5, BM=4, BN=1024, OCC=4, TMA=1, STATIC=0, W=0, C=0]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @layernorm(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias readonly %p8, i32 %p9, i32 %p10, float addrspace(1)* noalias %p11, i32 %p12, i32 %p13, i32 %p14, i32 %p15) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 4
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v3, 1
  %v24 = shl i32 %v23, 10
  %v25 = or i32 %v22, %v24
  %v26 = lshr i32 %v3, 1
  %v27 = and i32 %v26, 1
  %v28 = shl i32 %v27, 11
  %v29 = or i32 %v25, %v28
  %v30 = lshr i32 %v3, 2
  %v31 = and i32 %v30, 1
  %v32 = shl i32 %v31, 7
  %v33 = or i32 %v29, %v32
  %v34 = lshr i32 %v33, 10
  %v35 = and i32 %v34, 3
  %v36 = and i32 %v33, 1023
  %v37 = sext i32 %v4 to i64
  %v38 = mul i64 %v37, 4
  %v39 = zext i32 %v35 to i64
  %v40 = add i64 %v38, %v39
  %v41 = sext i32 %p3 to i64
  %v42 = zext i32 %p1 to i64
  %v43 = mul i64 %v40, %v41
  %v44 = add i64 %v38, 4
  %v45 = icmp sle i64 %v44, %v42
  %v46 = icmp sge i64 %v37, 0
  %v47 = and i1 %v45, %v46
  %v48 = zext i32 %v36 to i64
  %v49 = zext i32 %p2 to i64
  %v50 = add i64 %v43, %v48
  %v51 = icmp sle i64 1024, %v49
  %v52 = icmp sge i64 0, 0
  %v53 = and i1 %v51, %v52
  %v54 = and i1 %v47, %v53
  br i1 %v54, label %ld_full1, label %ld_edge2
ld_full1:
  %v55 = icmp ult i64 %v40, %v42
  %v56 = icmp ult i64 %v48, %v49
  %v57 = and i1 %v55, %v56
  %v58 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  %v59 = load float, float addrspace(1)* %v58, align 4
  %v60 = icmp ult i64 %v40, %v42
  %v61 = add i64 %v50, 1
  %v62 = add i64 %v48, 1
  %v63 = icmp ult i64 %v62, %v49
  %v64 = and i1 %v60, %v63
  %v65 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v61
  %v66 = load float, float addrspace(1)* %v65, align 4
  %v67 = icmp ult i64 %v40, %v42
  %v68 = add i64 %v50, 2
  %v69 = add i64 %v48, 2
  %v70 = icmp ult i64 %v69, %v49
  %v71 = and i1 %v67, %v70
  %v72 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v68
  %v73 = load float, float addrspace(1)* %v72, align 4
  %v74 = icmp ult i64 %v40, %v42
  %v75 = add i64 %v50, 3
  %v76 = add i64 %v48, 3
  %v77 = icmp ult i64 %v76, %v49
  %v78 = and i1 %v74, %v77
  %v79 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v75
  %v80 = load float, float addrspace(1)* %v79, align 4
  %v81 = icmp ult i64 %v40, %v42
  %v82 = add i64 %v50, 256
  %v83 = add i64 %v48, 256
  %v84 = icmp ult i64 %v83, %v49
  %v85 = and i1 %v81, %v84
  %v86 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v82
  %v87 = load float, float addrspace(1)* %v86, align 4
  %v88 = icmp ult i64 %v40, %v42
  %v89 = add i64 %v50, 257
  %v90 = add i64 %v48, 257
  %v91 = icmp ult i64 %v90, %v49
  %v92 = and i1 %v88, %v91
  %v93 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v89
  %v94 = load float, float addrspace(1)* %v93, align 4
  %v95 = icmp ult i64 %v40, %v42
  %v96 = add i64 %v50, 258
  %v97 = add i64 %v48, 258
  %v98 = icmp ult i64 %v97, %v49
  %v99 = and i1 %v95, %v98
  %v100 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v96
  %v101 = load float, float addrspace(1)* %v100, align 4
  %v102 = icmp ult i64 %v40, %v42
  %v103 = add i64 %v50, 259
  %v104 = add i64 %v48, 259
  %v105 = icmp ult i64 %v104, %v49
  %v106 = and i1 %v102, %v105
  %v107 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v103
  %v108 = load float, float addrspace(1)* %v107, align 4
  %v109 = icmp ult i64 %v40, %v42
  %v110 = add i64 %v50, 512
  %v111 = add i64 %v48, 512
  %v112 = icmp ult i64 %v111, %v49
  %v113 = and i1 %v109, %v112
  %v114 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v110
  %v115 = load float, float addrspace(1)* %v114, align 4
  %v116 = icmp ult i64 %v40, %v42
  %v117 = add i64 %v50, 513
  %v118 = add i64 %v48, 513
  %v119 = icmp ult i64 %v118, %v49
  %v120 = and i1 %v116, %v119
  %v121 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v117
  %v122 = load float, float addrspace(1)* %v121, align 4
  %v123 = icmp ult i64 %v40, %v42
  %v124 = add i64 %v50, 514
  %v125 = add i64 %v48, 514
  %v126 = icmp ult i64 %v125, %v49
  %v127 = and i1 %v123, %v126
  %v128 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v124
  %v129 = load float, float addrspace(1)* %v128, align 4
  %v130 = icmp ult i64 %v40, %v42
  %v131 = add i64 %v50, 515
  %v132 = add i64 %v48, 515
  %v133 = icmp ult i64 %v132, %v49
  %v134 = and i1 %v130, %v133
  %v135 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v131
  %v136 = load float, float addrspace(1)* %v135, align 4
  %v137 = icmp ult i64 %v40, %v42
  %v138 = add i64 %v50, 768
  %v139 = add i64 %v48, 768
  %v140 = icmp ult i64 %v139, %v49
  %v141 = and i1 %v137, %v140
  %v142 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v138
  %v143 = load float, float addrspace(1)* %v142, align 4
  %v144 = icmp ult i64 %v40, %v42
  %v145 = add i64 %v50, 769
  %v146 = add i64 %v48, 769
  %v147 = icmp ult i64 %v146, %v49
  %v148 = and i1 %v144, %v147
  %v149 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v145
  %v150 = load float, float addrspace(1)* %v149, align 4
  %v151 = icmp ult i64 %v40, %v42
  %v152 = add i64 %v50, 770
  %v153 = add i64 %v48, 770
  %v154 = icmp ult i64 %v153, %v49
  %v155 = and i1 %v151, %v154
  %v156 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v152
  %v157 = load float, float addrspace(1)* %v156, align 4
  %v158 = icmp ult i64 %v40, %v42
  %v159 = add i64 %v50, 771
  %v160 = add i64 %v48, 771
  %v161 = icmp ult i64 %v160, %v49
  %v162 = and i1 %v158, %v161
  %v163 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v159
  %v164 = load float, float addrspace(1)* %v163, align 4
  br label %ld_done3
ld_edge2:
  %v165 = icmp ult i64 %v40, %v42
  %v166 = icmp ult i64 %v48, %v49
  %v167 = and i1 %v165, %v166
  %v168 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  br i1 %v167, label %ld4, label %ld_next5
ld_done3:
  %v291 = phi float [ %v59, %ld_full1 ], [ %v170, %ld_next35 ]
  %v292 = phi float [ %v66, %ld_full1 ], [ %v178, %ld_next35 ]
  %v293 = phi float [ %v73, %ld_full1 ], [ %v186, %ld_next35 ]
  %v294 = phi float [ %v80, %ld_full1 ], [ %v194, %ld_next35 ]
  %v295 = phi float [ %v87, %ld_full1 ], [ %v202, %ld_next35 ]
  %v296 = phi float [ %v94, %ld_full1 ], [ %v210, %ld_next35 ]
  %v297 = phi float [ %v101, %ld_full1 ], [ %v218, %ld_next35 ]
  %v298 = phi float [ %v108, %ld_full1 ], [ %v226, %ld_next35 ]
  %v299 = phi float [ %v115, %ld_full1 ], [ %v234, %ld_next35 ]
  %v300 = phi float [ %v122, %ld_full1 ], [ %v242, %ld_next35 ]
  %v301 = phi float [ %v129, %ld_full1 ], [ %v250, %ld_next35 ]
  %v302 = phi float [ %v136, %ld_full1 ], [ %v258, %ld_next35 ]
  %v303 = phi float [ %v143, %ld_full1 ], [ %v266, %ld_next35 ]
  %v304 = phi float [ %v150, %ld_full1 ], [ %v274, %ld_next35 ]
  %v305 = phi float [ %v157, %ld_full1 ], [ %v282, %ld_next35 ]
  %v306 = phi float [ %v164, %ld_full1 ], [ %v290, %ld_next35 ]
  %v307 = fadd float %v291, %v292
  %v308 = fadd float %v307, %v293
  %v309 = fadd float %v308, %v294
  %v310 = fadd float %v309, %v295
  %v311 = fadd float %v310, %v296
  %v312 = fadd float %v311, %v297
  %v313 = fadd float %v312, %v298
  %v314 = fadd float %v313, %v299
  %v315 = fadd float %v314, %v300
  %v316 = fadd float %v315, %v301
  %v317 = fadd float %v316, %v302
  %v318 = fadd float %v317, %v303
  %v319 = fadd float %v318, %v304
  %v320 = fadd float %v319, %v305
  %v321 = fadd float %v320, %v306
  %v322 = bitcast float %v321 to i32
  %v323 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v322, i32 1, i32 31)
  %v324 = bitcast i32 %v323 to float
  %v325 = fadd float %v321, %v324
  %v326 = bitcast float %v325 to i32
  %v327 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v326, i32 2, i32 31)
  %v328 = bitcast i32 %v327 to float
  %v329 = fadd float %v325, %v328
  %v330 = bitcast float %v329 to i32
  %v331 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v330, i32 4, i32 31)
  %v332 = bitcast i32 %v331 to float
  %v333 = fadd float %v329, %v332
  %v334 = bitcast float %v333 to i32
  %v335 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v334, i32 8, i32 31)
  %v336 = bitcast i32 %v335 to float
  %v337 = fadd float %v333, %v336
  %v338 = bitcast float %v337 to i32
  %v339 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v338, i32 16, i32 31)
  %v340 = bitcast i32 %v339 to float
  %v341 = fadd float %v337, %v340
  call void @llvm.nvvm.barrier0()
  %v342 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v343 = getelementptr inbounds float, float addrspace(3)* %v342, i32 %v1
  store float %v341, float addrspace(3)* %v343, align 4
  call void @llvm.nvvm.barrier0()
  %v344 = and i32 %v3, -5
  %v345 = shl i32 %v344, 5
  %v346 = or i32 %v345, %v2
  %v347 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v348 = getelementptr inbounds float, float addrspace(3)* %v347, i32 %v346
  %v349 = load float, float addrspace(3)* %v348, align 4
  %v350 = or i32 %v344, 4
  %v351 = shl i32 %v350, 5
  %v352 = or i32 %v351, %v2
  %v353 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v354 = getelementptr inbounds float, float addrspace(3)* %v353, i32 %v352
  %v355 = load float, float addrspace(3)* %v354, align 4
  %v356 = fadd float %v349, %v355
  %v357 = sitofp i32 %p2 to float
  %v358 = fdiv float %v356, %v357
  %v359 = and i32 %v2, 1
  %v360 = shl i32 %v359, 2
  %v361 = lshr i32 %v2, 1
  %v362 = and i32 %v361, 1
  %v363 = shl i32 %v362, 3
  %v364 = or i32 %v360, %v363
  %v365 = lshr i32 %v2, 2
  %v366 = and i32 %v365, 1
  %v367 = shl i32 %v366, 4
  %v368 = or i32 %v364, %v367
  %v369 = lshr i32 %v2, 3
  %v370 = and i32 %v369, 1
  %v371 = shl i32 %v370, 5
  %v372 = or i32 %v368, %v371
  %v373 = lshr i32 %v2, 4
  %v374 = and i32 %v373, 1
  %v375 = shl i32 %v374, 6
  %v376 = or i32 %v372, %v375
  %v377 = and i32 %v3, 1
  %v378 = shl i32 %v377, 7
  %v379 = or i32 %v376, %v378
  %v380 = lshr i32 %v3, 1
  %v381 = and i32 %v380, 1
  %v382 = shl i32 %v381, 8
  %v383 = or i32 %v379, %v382
  %v384 = lshr i32 %v3, 2
  %v385 = and i32 %v384, 1
  %v386 = shl i32 %v385, 9
  %v387 = or i32 %v383, %v386
  %v388 = or i32 %v387, 1
  %v389 = or i32 %v387, 2
  %v390 = or i32 %v387, 3
  %v391 = icmp slt i32 %v387, %p2
  %v392 = icmp slt i32 %v388, %p2
  %v393 = icmp slt i32 %v389, %p2
  %v394 = icmp slt i32 %v390, %p2
  %v395 = fsub float %v291, %v358
  %v396 = fsub float %v292, %v358
  %v397 = fsub float %v293, %v358
  %v398 = fsub float %v294, %v358
  %v399 = fsub float %v295, %v358
  %v400 = fsub float %v296, %v358
  %v401 = fsub float %v297, %v358
  %v402 = fsub float %v298, %v358
  %v403 = fsub float %v299, %v358
  %v404 = fsub float %v300, %v358
  %v405 = fsub float %v301, %v358
  %v406 = fsub float %v302, %v358
  %v407 = fsub float %v303, %v358
  %v408 = fsub float %v304, %v358
  %v409 = fsub float %v305, %v358
  %v410 = fsub float %v306, %v358
  %v411 = and i32 %v2, 1
  %v412 = shl i32 %v411, 2
  %v413 = lshr i32 %v2, 1
  %v414 = and i32 %v413, 1
  %v415 = shl i32 %v414, 3
  %v416 = or i32 %v412, %v415
  %v417 = lshr i32 %v2, 2
  %v418 = and i32 %v417, 1
  %v419 = shl i32 %v418, 4
  %v420 = or i32 %v416, %v419
  %v421 = lshr i32 %v2, 3
  %v422 = and i32 %v421, 1
  %v423 = shl i32 %v422, 5
  %v424 = or i32 %v420, %v423
  %v425 = lshr i32 %v2, 4
  %v426 = and i32 %v425, 1
  %v427 = shl i32 %v426, 6
  %v428 = or i32 %v424, %v427
  %v429 = lshr i32 %v3, 2
  %v430 = and i32 %v429, 1
  %v431 = shl i32 %v430, 7
  %v432 = or i32 %v428, %v431
  %v433 = or i32 %v432, 1
  %v434 = or i32 %v432, 2
  %v435 = or i32 %v432, 3
  %v436 = or i32 %v432, 256
  %v437 = or i32 %v432, 257
  %v438 = or i32 %v432, 258
  %v439 = or i32 %v432, 259
  %v440 = or i32 %v432, 512
  %v441 = or i32 %v432, 513
  %v442 = or i32 %v432, 514
  %v443 = or i32 %v432, 515
  %v444 = or i32 %v432, 768
  %v445 = or i32 %v432, 769
  %v446 = or i32 %v432, 770
  %v447 = or i32 %v432, 771
  %v448 = icmp slt i32 %v432, %p2
  %v449 = icmp slt i32 %v433, %p2
  %v450 = icmp slt i32 %v434, %p2
  %v451 = icmp slt i32 %v435, %p2
  %v452 = icmp slt i32 %v436, %p2
  %v453 = icmp slt i32 %v437, %p2
  %v454 = icmp slt i32 %v438, %p2
  %v455 = icmp slt i32 %v439, %p2
  %v456 = icmp slt i32 %v440, %p2
  %v457 = icmp slt i32 %v441, %p2
  %v458 = icmp slt i32 %v442, %p2
  %v459 = icmp slt i32 %v443, %p2
  %v460 = icmp slt i32 %v444, %p2
  %v461 = icmp slt i32 %v445, %p2
  %v462 = icmp slt i32 %v446, %p2
  %v463 = icmp slt i32 %v447, %p2
  %v464 = select i1 %v448, float %v395, float 0x0000000000000000
  %v465 = select i1 %v449, float %v396, float 0x0000000000000000
  %v466 = select i1 %v450, float %v397, float 0x0000000000000000
  %v467 = select i1 %v451, float %v398, float 0x0000000000000000
  %v468 = select i1 %v452, float %v399, float 0x0000000000000000
  %v469 = select i1 %v453, float %v400, float 0x0000000000000000
  %v470 = select i1 %v454, float %v401, float 0x0000000000000000
  %v471 = select i1 %v455, float %v402, float 0x0000000000000000
  %v472 = select i1 %v456, float %v403, float 0x0000000000000000
  %v473 = select i1 %v457, float %v404, float 0x0000000000000000
  %v474 = select i1 %v458, float %v405, float 0x0000000000000000
  %v475 = select i1 %v459, float %v406, float 0x0000000000000000
  %v476 = select i1 %v460, float %v407, float 0x0000000000000000
  %v477 = select i1 %v461, float %v408, float 0x0000000000000000
  %v478 = select i1 %v462, float %v409, float 0x0000000000000000
  %v479 = select i1 %v463, float %v410, float 0x0000000000000000
  %v480 = fmul float %v464, %v464
  %v481 = fmul float %v465, %v465
  %v482 = fmul float %v466, %v466
  %v483 = fmul float %v467, %v467
  %v484 = fmul float %v468, %v468
  %v485 = fmul float %v469, %v469
  %v486 = fmul float %v470, %v470
  %v487 = fmul float %v471, %v471
  %v488 = fmul float %v472, %v472
  %v489 = fmul float %v473, %v473
  %v490 = fmul float %v474, %v474
  %v491 = fmul float %v475, %v475
  %v492 = fmul float %v476, %v476
  %v493 = fmul float %v477, %v477
  %v494 = fmul float %v478, %v478
  %v495 = fmul float %v479, %v479
  %v496 = fadd float %v480, %v481
  %v497 = fadd float %v496, %v482
  %v498 = fadd float %v497, %v483
  %v499 = fadd float %v498, %v484
  %v500 = fadd float %v499, %v485
  %v501 = fadd float %v500, %v486
  %v502 = fadd float %v501, %v487
  %v503 = fadd float %v502, %v488
  %v504 = fadd float %v503, %v489
  %v505 = fadd float %v504, %v490
  %v506 = fadd float %v505, %v491
  %v507 = fadd float %v506, %v492
  %v508 = fadd float %v507, %v493
  %v509 = fadd float %v508, %v494
  %v510 = fadd float %v509, %v495
  %v511 = bitcast float %v510 to i32
  %v512 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v511, i32 1, i32 31)
  %v513 = bitcast i32 %v512 to float
  %v514 = fadd float %v510, %v513
  %v515 = bitcast float %v514 to i32
  %v516 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v515, i32 2, i32 31)
  %v517 = bitcast i32 %v516 to float
  %v518 = fadd float %v514, %v517
  %v519 = bitcast float %v518 to i32
  %v520 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v519, i32 4, i32 31)
  %v521 = bitcast i32 %v520 to float
  %v522 = fadd float %v518, %v521
  %v523 = bitcast float %v522 to i32
  %v524 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v523, i32 8, i32 31)
  %v525 = bitcast i32 %v524 to float
  %v526 = fadd float %v522, %v525
  %v527 = bitcast float %v526 to i32
  %v528 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v527, i32 16, i32 31)
  %v529 = bitcast i32 %v528 to float
  %v530 = fadd float %v526, %v529
  call void @llvm.nvvm.barrier0()
  %v531 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v532 = getelementptr inbounds float, float addrspace(3)* %v531, i32 %v1
  store float %v530, float addrspace(3)* %v532, align 4
  call void @llvm.nvvm.barrier0()
  %v533 = and i32 %v3, -5
  %v534 = shl i32 %v533, 5
  %v535 = or i32 %v534, %v2
  %v536 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v537 = getelementptr inbounds float, float addrspace(3)* %v536, i32 %v535
  %v538 = load float, float addrspace(3)* %v537, align 4
  %v539 = or i32 %v533, 4
  %v540 = shl i32 %v539, 5
  %v541 = or i32 %v540, %v2
  %v542 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v543 = getelementptr inbounds float, float addrspace(3)* %v542, i32 %v541
  %v544 = load float, float addrspace(3)* %v543, align 4
  %v545 = fadd float %v538, %v544
  %v546 = sitofp i32 %p2 to float
  %v547 = fdiv float %v545, %v546
  %v548 = and i32 %v2, 1
  %v549 = shl i32 %v548, 2
  %v550 = lshr i32 %v2, 1
  %v551 = and i32 %v550, 1
  %v552 = shl i32 %v551, 3
  %v553 = or i32 %v549, %v552
  %v554 = lshr i32 %v2, 2
  %v555 = and i32 %v554, 1
  %v556 = shl i32 %v555, 4
  %v557 = or i32 %v553, %v556
  %v558 = lshr i32 %v2, 3
  %v559 = and i32 %v558, 1
  %v560 = shl i32 %v559, 5
  %v561 = or i32 %v557, %v560
  %v562 = lshr i32 %v2, 4
  %v563 = and i32 %v562, 1
  %v564 = shl i32 %v563, 6
  %v565 = or i32 %v561, %v564
  %v566 = and i32 %v3, 1
  %v567 = shl i32 %v566, 7
  %v568 = or i32 %v565, %v567
  %v569 = lshr i32 %v3, 1
  %v570 = and i32 %v569, 1
  %v571 = shl i32 %v570, 8
  %v572 = or i32 %v568, %v571
  %v573 = lshr i32 %v3, 2
  %v574 = and i32 %v573, 1
  %v575 = shl i32 %v574, 9
  %v576 = or i32 %v572, %v575
  %v577 = and i32 %v576, 1023
  %v578 = zext i32 %v577 to i64
  %v579 = zext i32 %p6 to i64
  %v580 = icmp sle i64 1024, %v579
  %v581 = icmp sge i64 0, 0
  %v582 = and i1 %v580, %v581
  br i1 %v582, label %ld_full36, label %ld_edge37
ld4:
  %v169 = load float, float addrspace(1)* %v168, align 4
  br label %ld_next5
ld_next5:
  %v170 = phi float [ %v169, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v171 = icmp ult i64 %v40, %v42
  %v172 = add i64 %v50, 1
  %v173 = add i64 %v48, 1
  %v174 = icmp ult i64 %v173, %v49
  %v175 = and i1 %v171, %v174
  %v176 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v172
  br i1 %v175, label %ld6, label %ld_next7
ld6:
  %v177 = load float, float addrspace(1)* %v176, align 4
  br label %ld_next7
ld_next7:
  %v178 = phi float [ %v177, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v179 = icmp ult i64 %v40, %v42
  %v180 = add i64 %v50, 2
  %v181 = add i64 %v48, 2
  %v182 = icmp ult i64 %v181, %v49
  %v183 = and i1 %v179, %v182
  %v184 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v180
  br i1 %v183, label %ld8, label %ld_next9
ld8:
  %v185 = load float, float addrspace(1)* %v184, align 4
  br label %ld_next9
ld_next9:
  %v186 = phi float [ %v185, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v187 = icmp ult i64 %v40, %v42
  %v188 = add i64 %v50, 3
  %v189 = add i64 %v48, 3
  %v190 = icmp ult i64 %v189, %v49
  %v191 = and i1 %v187, %v190
  %v192 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v188
  br i1 %v191, label %ld10, label %ld_next11
ld10:
  %v193 = load float, float addrspace(1)* %v192, align 4
  br label %ld_next11
ld_next11:
  %v194 = phi float [ %v193, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v195 = icmp ult i64 %v40, %v42
  %v196 = add i64 %v50, 256
  %v197 = add i64 %v48, 256
  %v198 = icmp ult i64 %v197, %v49
  %v199 = and i1 %v195, %v198
  %v200 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v196
  br i1 %v199, label %ld12, label %ld_next13
ld12:
  %v201 = load float, float addrspace(1)* %v200, align 4
  br label %ld_next13
ld_next13:
  %v202 = phi float [ %v201, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v203 = icmp ult i64 %v40, %v42
  %v204 = add i64 %v50, 257
  %v205 = add i64 %v48, 257
  %v206 = icmp ult i64 %v205, %v49
  %v207 = and i1 %v203, %v206
  %v208 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v204
  br i1 %v207, label %ld14, label %ld_next15
ld14:
  %v209 = load float, float addrspace(1)* %v208, align 4
  br label %ld_next15
ld_next15:
  %v210 = phi float [ %v209, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v211 = icmp ult i64 %v40, %v42
  %v212 = add i64 %v50, 258
  %v213 = add i64 %v48, 258
  %v214 = icmp ult i64 %v213, %v49
  %v215 = and i1 %v211, %v214
  %v216 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v212
  br i1 %v215, label %ld16, label %ld_next17
ld16:
  %v217 = load float, float addrspace(1)* %v216, align 4
  br label %ld_next17
ld_next17:
  %v218 = phi float [ %v217, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v219 = icmp ult i64 %v40, %v42
  %v220 = add i64 %v50, 259
  %v221 = add i64 %v48, 259
  %v222 = icmp ult i64 %v221, %v49
  %v223 = and i1 %v219, %v222
  %v224 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v220
  br i1 %v223, label %ld18, label %ld_next19
ld18:
  %v225 = load float, float addrspace(1)* %v224, align 4
  br label %ld_next19
ld_next19:
  %v226 = phi float [ %v225, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  %v227 = icmp ult i64 %v40, %v42
  %v228 = add i64 %v50, 512
  %v229 = add i64 %v48, 512
  %v230 = icmp ult i64 %v229, %v49
  %v231 = and i1 %v227, %v230
  %v232 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v228
  br i1 %v231, label %ld20, label %ld_next21
ld20:
  %v233 = load float, float addrspace(1)* %v232, align 4
  br label %ld_next21
ld_next21:
  %v234 = phi float [ %v233, %ld20 ], [ 0x0000000000000000, %ld_next19 ]
  %v235 = icmp ult i64 %v40, %v42
  %v236 = add i64 %v50, 513
  %v237 = add i64 %v48, 513
  %v238 = icmp ult i64 %v237, %v49
  %v239 = and i1 %v235, %v238
  %v240 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v236
  br i1 %v239, label %ld22, label %ld_next23
ld22:
  %v241 = load float, float addrspace(1)* %v240, align 4
  br label %ld_next23
ld_next23:
  %v242 = phi float [ %v241, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v243 = icmp ult i64 %v40, %v42
  %v244 = add i64 %v50, 514
  %v245 = add i64 %v48, 514
  %v246 = icmp ult i64 %v245, %v49
  %v247 = and i1 %v243, %v246
  %v248 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v244
  br i1 %v247, label %ld24, label %ld_next25
ld24:
  %v249 = load float, float addrspace(1)* %v248, align 4
  br label %ld_next25
ld_next25:
  %v250 = phi float [ %v249, %ld24 ], [ 0x0000000000000000, %ld_next23 ]
  %v251 = icmp ult i64 %v40, %v42
  %v252 = add i64 %v50, 515
  %v253 = add i64 %v48, 515
  %v254 = icmp ult i64 %v253, %v49
  %v255 = and i1 %v251, %v254
  %v256 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v252
  br i1 %v255, label %ld26, label %ld_next27
ld26:
  %v257 = load float, float addrspace(1)* %v256, align 4
  br label %ld_next27
ld_next27:
  %v258 = phi float [ %v257, %ld26 ], [ 0x0000000000000000, %ld_next25 ]
  %v259 = icmp ult i64 %v40, %v42
  %v260 = add i64 %v50, 768
  %v261 = add i64 %v48, 768
  %v262 = icmp ult i64 %v261, %v49
  %v263 = and i1 %v259, %v262
  %v264 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v260
  br i1 %v263, label %ld28, label %ld_next29
ld28:
  %v265 = load float, float addrspace(1)* %v264, align 4
  br label %ld_next29
ld_next29:
  %v266 = phi float [ %v265, %ld28 ], [ 0x0000000000000000, %ld_next27 ]
  %v267 = icmp ult i64 %v40, %v42
  %v268 = add i64 %v50, 769
  %v269 = add i64 %v48, 769
  %v270 = icmp ult i64 %v269, %v49
  %v271 = and i1 %v267, %v270
  %v272 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v268
  br i1 %v271, label %ld30, label %ld_next31
ld30:
  %v273 = load float, float addrspace(1)* %v272, align 4
  br label %ld_next31
ld_next31:
  %v274 = phi float [ %v273, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v275 = icmp ult i64 %v40, %v42
  %v276 = add i64 %v50, 770
  %v277 = add i64 %v48, 770
  %v278 = icmp ult i64 %v277, %v49
  %v279 = and i1 %v275, %v278
  %v280 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v276
  br i1 %v279, label %ld32, label %ld_next33
ld32:
  %v281 = load float, float addrspace(1)* %v280, align 4
  br label %ld_next33
ld_next33:
  %v282 = phi float [ %v281, %ld32 ], [ 0x0000000000000000, %ld_next31 ]
  %v283 = icmp ult i64 %v40, %v42
  %v284 = add i64 %v50, 771
  %v285 = add i64 %v48, 771
  %v286 = icmp ult i64 %v285, %v49
  %v287 = and i1 %v283, %v286
  %v288 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v284
  br i1 %v287, label %ld34, label %ld_next35
ld34:
  %v289 = load float, float addrspace(1)* %v288, align 4
  br label %ld_next35
ld_next35:
  %v290 = phi float [ %v289, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  br label %ld_done3
ld_full36:
  %v583 = icmp ult i64 %v578, %v579
  %v584 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v578
  %v585 = load float, float addrspace(1)* %v584, align 4
  %v586 = add i64 %v578, 1
  %v587 = add i64 %v578, 1
  %v588 = icmp ult i64 %v587, %v579
  %v589 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v586
  %v590 = load float, float addrspace(1)* %v589, align 4
  %v591 = add i64 %v578, 2
  %v592 = add i64 %v578, 2
  %v593 = icmp ult i64 %v592, %v579
  %v594 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v591
  %v595 = load float, float addrspace(1)* %v594, align 4
  %v596 = add i64 %v578, 3
  %v597 = add i64 %v578, 3
  %v598 = icmp ult i64 %v597, %v579
  %v599 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v596
  %v600 = load float, float addrspace(1)* %v599, align 4
  br label %ld_done38
ld_edge37:
  %v601 = icmp ult i64 %v578, %v579
  %v602 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v578
  br i1 %v601, label %ld39, label %ld_next40
ld_done38:
  %v623 = phi float [ %v585, %ld_full36 ], [ %v604, %ld_next46 ]
  %v624 = phi float [ %v590, %ld_full36 ], [ %v610, %ld_next46 ]
  %v625 = phi float [ %v595, %ld_full36 ], [ %v616, %ld_next46 ]
  %v626 = phi float [ %v600, %ld_full36 ], [ %v622, %ld_next46 ]
  %v627 = and i32 %v2, 1
  %v628 = shl i32 %v627, 2
  %v629 = lshr i32 %v2, 1
  %v630 = and i32 %v629, 1
  %v631 = shl i32 %v630, 3
  %v632 = or i32 %v628, %v631
  %v633 = lshr i32 %v2, 2
  %v634 = and i32 %v633, 1
  %v635 = shl i32 %v634, 4
  %v636 = or i32 %v632, %v635
  %v637 = lshr i32 %v2, 3
  %v638 = and i32 %v637, 1
  %v639 = shl i32 %v638, 5
  %v640 = or i32 %v636, %v639
  %v641 = lshr i32 %v2, 4
  %v642 = and i32 %v641, 1
  %v643 = shl i32 %v642, 6
  %v644 = or i32 %v640, %v643
  %v645 = and i32 %v3, 1
  %v646 = shl i32 %v645, 7
  %v647 = or i32 %v644, %v646
  %v648 = lshr i32 %v3, 1
  %v649 = and i32 %v648, 1
  %v650 = shl i32 %v649, 8
  %v651 = or i32 %v647, %v650
  %v652 = lshr i32 %v3, 2
  %v653 = and i32 %v652, 1
  %v654 = shl i32 %v653, 9
  %v655 = or i32 %v651, %v654
  %v656 = and i32 %v655, 1023
  %v657 = zext i32 %v656 to i64
  %v658 = zext i32 %p9 to i64
  %v659 = icmp sle i64 1024, %v658
  %v660 = icmp sge i64 0, 0
  %v661 = and i1 %v659, %v660
  br i1 %v661, label %ld_full47, label %ld_edge48
ld39:
  %v603 = load float, float addrspace(1)* %v602, align 4
  br label %ld_next40
ld_next40:
  %v604 = phi float [ %v603, %ld39 ], [ 0x0000000000000000, %ld_edge37 ]
  %v605 = add i64 %v578, 1
  %v606 = add i64 %v578, 1
  %v607 = icmp ult i64 %v606, %v579
  %v608 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v605
  br i1 %v607, label %ld41, label %ld_next42
ld41:
  %v609 = load float, float addrspace(1)* %v608, align 4
  br label %ld_next42
ld_next42:
  %v610 = phi float [ %v609, %ld41 ], [ 0x0000000000000000, %ld_next40 ]
  %v611 = add i64 %v578, 2
  %v612 = add i64 %v578, 2
  %v613 = icmp ult i64 %v612, %v579
  %v614 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v611
  br i1 %v613, label %ld43, label %ld_next44
ld43:
  %v615 = load float, float addrspace(1)* %v614, align 4
  br label %ld_next44
ld_next44:
  %v616 = phi float [ %v615, %ld43 ], [ 0x0000000000000000, %ld_next42 ]
  %v617 = add i64 %v578, 3
  %v618 = add i64 %v578, 3
  %v619 = icmp ult i64 %v618, %v579
  %v620 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v617
  br i1 %v619, label %ld45, label %ld_next46
ld45:
  %v621 = load float, float addrspace(1)* %v620, align 4
  br label %ld_next46
ld_next46:
  %v622 = phi float [ %v621, %ld45 ], [ 0x0000000000000000, %ld_next44 ]
  br label %ld_done38
ld_full47:
  %v662 = icmp ult i64 %v657, %v658
  %v663 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v657
  %v664 = load float, float addrspace(1)* %v663, align 4
  %v665 = add i64 %v657, 1
  %v666 = add i64 %v657, 1
  %v667 = icmp ult i64 %v666, %v658
  %v668 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v665
  %v669 = load float, float addrspace(1)* %v668, align 4
  %v670 = add i64 %v657, 2
  %v671 = add i64 %v657, 2
  %v672 = icmp ult i64 %v671, %v658
  %v673 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v670
  %v674 = load float, float addrspace(1)* %v673, align 4
  %v675 = add i64 %v657, 3
  %v676 = add i64 %v657, 3
  %v677 = icmp ult i64 %v676, %v658
  %v678 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v675
  %v679 = load float, float addrspace(1)* %v678, align 4
  br label %ld_done49
ld_edge48:
  %v680 = icmp ult i64 %v657, %v658
  %v681 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v657
  br i1 %v680, label %ld50, label %ld_next51
ld_done49:
  %v702 = phi float [ %v664, %ld_full47 ], [ %v683, %ld_next57 ]
  %v703 = phi float [ %v669, %ld_full47 ], [ %v689, %ld_next57 ]
  %v704 = phi float [ %v674, %ld_full47 ], [ %v695, %ld_next57 ]
  %v705 = phi float [ %v679, %ld_full47 ], [ %v701, %ld_next57 ]
  %v706 = fadd float %v547, 0x3EE4F8B580000000
  %v707 = call float @__nv_rsqrtf(float %v706)
  %v708 = fmul float %v464, %v707
  %v709 = fmul float %v465, %v707
  %v710 = fmul float %v466, %v707
  %v711 = fmul float %v467, %v707
  %v712 = fmul float %v468, %v707
  %v713 = fmul float %v469, %v707
  %v714 = fmul float %v470, %v707
  %v715 = fmul float %v471, %v707
  %v716 = fmul float %v472, %v707
  %v717 = fmul float %v473, %v707
  %v718 = fmul float %v474, %v707
  %v719 = fmul float %v475, %v707
  %v720 = fmul float %v476, %v707
  %v721 = fmul float %v477, %v707
  %v722 = fmul float %v478, %v707
  %v723 = fmul float %v479, %v707
  %v724 = and i32 %v2, 1
  %v725 = shl i32 %v724, 2
  %v726 = lshr i32 %v2, 1
  %v727 = and i32 %v726, 1
  %v728 = shl i32 %v727, 3
  %v729 = or i32 %v725, %v728
  %v730 = lshr i32 %v2, 2
  %v731 = and i32 %v730, 1
  %v732 = shl i32 %v731, 4
  %v733 = or i32 %v729, %v732
  %v734 = lshr i32 %v2, 3
  %v735 = and i32 %v734, 1
  %v736 = shl i32 %v735, 5
  %v737 = or i32 %v733, %v736
  %v738 = lshr i32 %v2, 4
  %v739 = and i32 %v738, 1
  %v740 = shl i32 %v739, 6
  %v741 = or i32 %v737, %v740
  %v742 = lshr i32 %v3, 2
  %v743 = and i32 %v742, 1
  %v744 = shl i32 %v743, 7
  %v745 = or i32 %v741, %v744
  %v746 = and i32 %v745, 1023
  %v747 = zext i32 %v746 to i64
  %v748 = zext i32 %p6 to i64
  %v749 = icmp sle i64 1024, %v748
  %v750 = icmp sge i64 0, 0
  %v751 = and i1 %v749, %v750
  br i1 %v751, label %ld_full58, label %ld_edge59
ld50:
  %v682 = load float, float addrspace(1)* %v681, align 4
  br label %ld_next51
ld_next51:
  %v683 = phi float [ %v682, %ld50 ], [ 0x0000000000000000, %ld_edge48 ]
  %v684 = add i64 %v657, 1
  %v685 = add i64 %v657, 1
  %v686 = icmp ult i64 %v685, %v658
  %v687 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v684
  br i1 %v686, label %ld52, label %ld_next53
ld52:
  %v688 = load float, float addrspace(1)* %v687, align 4
  br label %ld_next53
ld_next53:
  %v689 = phi float [ %v688, %ld52 ], [ 0x0000000000000000, %ld_next51 ]
  %v690 = add i64 %v657, 2
  %v691 = add i64 %v657, 2
  %v692 = icmp ult i64 %v691, %v658
  %v693 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v690
  br i1 %v692, label %ld54, label %ld_next55
ld54:
  %v694 = load float, float addrspace(1)* %v693, align 4
  br label %ld_next55
ld_next55:
  %v695 = phi float [ %v694, %ld54 ], [ 0x0000000000000000, %ld_next53 ]
  %v696 = add i64 %v657, 3
  %v697 = add i64 %v657, 3
  %v698 = icmp ult i64 %v697, %v658
  %v699 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v696
  br i1 %v698, label %ld56, label %ld_next57
ld56:
  %v700 = load float, float addrspace(1)* %v699, align 4
  br label %ld_next57
ld_next57:
  %v701 = phi float [ %v700, %ld56 ], [ 0x0000000000000000, %ld_next55 ]
  br label %ld_done49
ld_full58:
  %v752 = icmp ult i64 %v747, %v748
  %v753 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v747
  %v754 = load float, float addrspace(1)* %v753, align 4
  %v755 = add i64 %v747, 1
  %v756 = add i64 %v747, 1
  %v757 = icmp ult i64 %v756, %v748
  %v758 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v755
  %v759 = load float, float addrspace(1)* %v758, align 4
  %v760 = add i64 %v747, 2
  %v761 = add i64 %v747, 2
  %v762 = icmp ult i64 %v761, %v748
  %v763 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v760
  %v764 = load float, float addrspace(1)* %v763, align 4
  %v765 = add i64 %v747, 3
  %v766 = add i64 %v747, 3
  %v767 = icmp ult i64 %v766, %v748
  %v768 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v765
  %v769 = load float, float addrspace(1)* %v768, align 4
  %v770 = add i64 %v747, 256
  %v771 = add i64 %v747, 256
  %v772 = icmp ult i64 %v771, %v748
  %v773 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v770
  %v774 = load float, float addrspace(1)* %v773, align 4
  %v775 = add i64 %v747, 257
  %v776 = add i64 %v747, 257
  %v777 = icmp ult i64 %v776, %v748
  %v778 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v775
  %v779 = load float, float addrspace(1)* %v778, align 4
  %v780 = add i64 %v747, 258
  %v781 = add i64 %v747, 258
  %v782 = icmp ult i64 %v781, %v748
  %v783 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v780
  %v784 = load float, float addrspace(1)* %v783, align 4
  %v785 = add i64 %v747, 259
  %v786 = add i64 %v747, 259
  %v787 = icmp ult i64 %v786, %v748
  %v788 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v785
  %v789 = load float, float addrspace(1)* %v788, align 4
  %v790 = add i64 %v747, 512
  %v791 = add i64 %v747, 512
  %v792 = icmp ult i64 %v791, %v748
  %v793 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v790
  %v794 = load float, float addrspace(1)* %v793, align 4
  %v795 = add i64 %v747, 513
  %v796 = add i64 %v747, 513
  %v797 = icmp ult i64 %v796, %v748
  %v798 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v795
  %v799 = load float, float addrspace(1)* %v798, align 4
  %v800 = add i64 %v747, 514
  %v801 = add i64 %v747, 514
  %v802 = icmp ult i64 %v801, %v748
  %v803 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v800
  %v804 = load float, float addrspace(1)* %v803, align 4
  %v805 = add i64 %v747, 515
  %v806 = add i64 %v747, 515
  %v807 = icmp ult i64 %v806, %v748
  %v808 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v805
  %v809 = load float, float addrspace(1)* %v808, align 4
  %v810 = add i64 %v747, 768
  %v811 = add i64 %v747, 768
  %v812 = icmp ult i64 %v811, %v748
  %v813 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v810
  %v814 = load float, float addrspace(1)* %v813, align 4
  %v815 = add i64 %v747, 769
  %v816 = add i64 %v747, 769
  %v817 = icmp ult i64 %v816, %v748
  %v818 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v815
  %v819 = load float, float addrspace(1)* %v818, align 4
  %v820 = add i64 %v747, 770
  %v821 = add i64 %v747, 770
  %v822 = icmp ult i64 %v821, %v748
  %v823 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v820
  %v824 = load float, float addrspace(1)* %v823, align 4
  %v825 = add i64 %v747, 771
  %v826 = add i64 %v747, 771
  %v827 = icmp ult i64 %v826, %v748
  %v828 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v825
  %v829 = load float, float addrspace(1)* %v828, align 4
  br label %ld_done60
ld_edge59:
  %v830 = icmp ult i64 %v747, %v748
  %v831 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v747
  br i1 %v830, label %ld61, label %ld_next62
ld_done60:
  %v924 = phi float [ %v754, %ld_full58 ], [ %v833, %ld_next92 ]
  %v925 = phi float [ %v759, %ld_full58 ], [ %v839, %ld_next92 ]
  %v926 = phi float [ %v764, %ld_full58 ], [ %v845, %ld_next92 ]
  %v927 = phi float [ %v769, %ld_full58 ], [ %v851, %ld_next92 ]
  %v928 = phi float [ %v774, %ld_full58 ], [ %v857, %ld_next92 ]
  %v929 = phi float [ %v779, %ld_full58 ], [ %v863, %ld_next92 ]
  %v930 = phi float [ %v784, %ld_full58 ], [ %v869, %ld_next92 ]
  %v931 = phi float [ %v789, %ld_full58 ], [ %v875, %ld_next92 ]
  %v932 = phi float [ %v794, %ld_full58 ], [ %v881, %ld_next92 ]
  %v933 = phi float [ %v799, %ld_full58 ], [ %v887, %ld_next92 ]
  %v934 = phi float [ %v804, %ld_full58 ], [ %v893, %ld_next92 ]
  %v935 = phi float [ %v809, %ld_full58 ], [ %v899, %ld_next92 ]
  %v936 = phi float [ %v814, %ld_full58 ], [ %v905, %ld_next92 ]
  %v937 = phi float [ %v819, %ld_full58 ], [ %v911, %ld_next92 ]
  %v938 = phi float [ %v824, %ld_full58 ], [ %v917, %ld_next92 ]
  %v939 = phi float [ %v829, %ld_full58 ], [ %v923, %ld_next92 ]
  %v940 = fmul float %v708, %v924
  %v941 = fmul float %v709, %v925
  %v942 = fmul float %v710, %v926
  %v943 = fmul float %v711, %v927
  %v944 = fmul float %v712, %v928
  %v945 = fmul float %v713, %v929
  %v946 = fmul float %v714, %v930
  %v947 = fmul float %v715, %v931
  %v948 = fmul float %v716, %v932
  %v949 = fmul float %v717, %v933
  %v950 = fmul float %v718, %v934
  %v951 = fmul float %v719, %v935
  %v952 = fmul float %v720, %v936
  %v953 = fmul float %v721, %v937
  %v954 = fmul float %v722, %v938
  %v955 = fmul float %v723, %v939
  %v956 = and i32 %v2, 1
  %v957 = shl i32 %v956, 2
  %v958 = lshr i32 %v2, 1
  %v959 = and i32 %v958, 1
  %v960 = shl i32 %v959, 3
  %v961 = or i32 %v957, %v960
  %v962 = lshr i32 %v2, 2
  %v963 = and i32 %v962, 1
  %v964 = shl i32 %v963, 4
  %v965 = or i32 %v961, %v964
  %v966 = lshr i32 %v2, 3
  %v967 = and i32 %v966, 1
  %v968 = shl i32 %v967, 5
  %v969 = or i32 %v965, %v968
  %v970 = lshr i32 %v2, 4
  %v971 = and i32 %v970, 1
  %v972 = shl i32 %v971, 6
  %v973 = or i32 %v969, %v972
  %v974 = lshr i32 %v3, 2
  %v975 = and i32 %v974, 1
  %v976 = shl i32 %v975, 7
  %v977 = or i32 %v973, %v976
  %v978 = and i32 %v977, 1023
  %v979 = zext i32 %v978 to i64
  %v980 = zext i32 %p9 to i64
  %v981 = icmp sle i64 1024, %v980
  %v982 = icmp sge i64 0, 0
  %v983 = and i1 %v981, %v982
  br i1 %v983, label %ld_full93, label %ld_edge94
ld61:
  %v832 = load float, float addrspace(1)* %v831, align 4
  br label %ld_next62
ld_next62:
  %v833 = phi float [ %v832, %ld61 ], [ 0x0000000000000000, %ld_edge59 ]
  %v834 = add i64 %v747, 1
  %v835 = add i64 %v747, 1
  %v836 = icmp ult i64 %v835, %v748
  %v837 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v834
  br i1 %v836, label %ld63, label %ld_next64
ld63:
  %v838 = load float, float addrspace(1)* %v837, align 4
  br label %ld_next64
ld_next64:
  %v839 = phi float [ %v838, %ld63 ], [ 0x0000000000000000, %ld_next62 ]
  %v840 = add i64 %v747, 2
  %v841 = add i64 %v747, 2
  %v842 = icmp ult i64 %v841, %v748
  %v843 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v840
  br i1 %v842, label %ld65, label %ld_next66
ld65:
  %v844 = load float, float addrspace(1)* %v843, align 4
  br label %ld_next66
ld_next66:
  %v845 = phi float [ %v844, %ld65 ], [ 0x0000000000000000, %ld_next64 ]
  %v846 = add i64 %v747, 3
  %v847 = add i64 %v747, 3
  %v848 = icmp ult i64 %v847, %v748
  %v849 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v846
  br i1 %v848, label %ld67, label %ld_next68
ld67:
  %v850 = load float, float addrspace(1)* %v849, align 4
  br label %ld_next68
ld_next68:
  %v851 = phi float [ %v850, %ld67 ], [ 0x0000000000000000, %ld_next66 ]
  %v852 = add i64 %v747, 256
  %v853 = add i64 %v747, 256
  %v854 = icmp ult i64 %v853, %v748
  %v855 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v852
  br i1 %v854, label %ld69, label %ld_next70
ld69:
  %v856 = load float, float addrspace(1)* %v855, align 4
  br label %ld_next70
ld_next70:
  %v857 = phi float [ %v856, %ld69 ], [ 0x0000000000000000, %ld_next68 ]
  %v858 = add i64 %v747, 257
  %v859 = add i64 %v747, 257
  %v860 = icmp ult i64 %v859, %v748
  %v861 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v858
  br i1 %v860, label %ld71, label %ld_next72
ld71:
  %v862 = load float, float addrspace(1)* %v861, align 4
  br label %ld_next72
ld_next72:
  %v863 = phi float [ %v862, %ld71 ], [ 0x0000000000000000, %ld_next70 ]
  %v864 = add i64 %v747, 258
  %v865 = add i64 %v747, 258
  %v866 = icmp ult i64 %v865, %v748
  %v867 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v864
  br i1 %v866, label %ld73, label %ld_next74
ld73:
  %v868 = load float, float addrspace(1)* %v867, align 4
  br label %ld_next74
ld_next74:
  %v869 = phi float [ %v868, %ld73 ], [ 0x0000000000000000, %ld_next72 ]
  %v870 = add i64 %v747, 259
  %v871 = add i64 %v747, 259
  %v872 = icmp ult i64 %v871, %v748
  %v873 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v870
  br i1 %v872, label %ld75, label %ld_next76
ld75:
  %v874 = load float, float addrspace(1)* %v873, align 4
  br label %ld_next76
ld_next76:
  %v875 = phi float [ %v874, %ld75 ], [ 0x0000000000000000, %ld_next74 ]
  %v876 = add i64 %v747, 512
  %v877 = add i64 %v747, 512
  %v878 = icmp ult i64 %v877, %v748
  %v879 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v876
  br i1 %v878, label %ld77, label %ld_next78
ld77:
  %v880 = load float, float addrspace(1)* %v879, align 4
  br label %ld_next78
ld_next78:
  %v881 = phi float [ %v880, %ld77 ], [ 0x0000000000000000, %ld_next76 ]
  %v882 = add i64 %v747, 513
  %v883 = add i64 %v747, 513
  %v884 = icmp ult i64 %v883, %v748
  %v885 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v882
  br i1 %v884, label %ld79, label %ld_next80
ld79:
  %v886 = load float, float addrspace(1)* %v885, align 4
  br label %ld_next80
ld_next80:
  %v887 = phi float [ %v886, %ld79 ], [ 0x0000000000000000, %ld_next78 ]
  %v888 = add i64 %v747, 514
  %v889 = add i64 %v747, 514
  %v890 = icmp ult i64 %v889, %v748
  %v891 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v888
  br i1 %v890, label %ld81, label %ld_next82
ld81:
  %v892 = load float, float addrspace(1)* %v891, align 4
  br label %ld_next82
ld_next82:
  %v893 = phi float [ %v892, %ld81 ], [ 0x0000000000000000, %ld_next80 ]
  %v894 = add i64 %v747, 515
  %v895 = add i64 %v747, 515
  %v896 = icmp ult i64 %v895, %v748
  %v897 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v894
  br i1 %v896, label %ld83, label %ld_next84
ld83:
  %v898 = load float, float addrspace(1)* %v897, align 4
  br label %ld_next84
ld_next84:
  %v899 = phi float [ %v898, %ld83 ], [ 0x0000000000000000, %ld_next82 ]
  %v900 = add i64 %v747, 768
  %v901 = add i64 %v747, 768
  %v902 = icmp ult i64 %v901, %v748
  %v903 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v900
  br i1 %v902, label %ld85, label %ld_next86
ld85:
  %v904 = load float, float addrspace(1)* %v903, align 4
  br label %ld_next86
ld_next86:
  %v905 = phi float [ %v904, %ld85 ], [ 0x0000000000000000, %ld_next84 ]
  %v906 = add i64 %v747, 769
  %v907 = add i64 %v747, 769
  %v908 = icmp ult i64 %v907, %v748
  %v909 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v906
  br i1 %v908, label %ld87, label %ld_next88
ld87:
  %v910 = load float, float addrspace(1)* %v909, align 4
  br label %ld_next88
ld_next88:
  %v911 = phi float [ %v910, %ld87 ], [ 0x0000000000000000, %ld_next86 ]
  %v912 = add i64 %v747, 770
  %v913 = add i64 %v747, 770
  %v914 = icmp ult i64 %v913, %v748
  %v915 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v912
  br i1 %v914, label %ld89, label %ld_next90
ld89:
  %v916 = load float, float addrspace(1)* %v915, align 4
  br label %ld_next90
ld_next90:
  %v917 = phi float [ %v916, %ld89 ], [ 0x0000000000000000, %ld_next88 ]
  %v918 = add i64 %v747, 771
  %v919 = add i64 %v747, 771
  %v920 = icmp ult i64 %v919, %v748
  %v921 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v918
  br i1 %v920, label %ld91, label %ld_next92
ld91:
  %v922 = load float, float addrspace(1)* %v921, align 4
  br label %ld_next92
ld_next92:
  %v923 = phi float [ %v922, %ld91 ], [ 0x0000000000000000, %ld_next90 ]
  br label %ld_done60
ld_full93:
  %v984 = icmp ult i64 %v979, %v980
  %v985 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v979
  %v986 = load float, float addrspace(1)* %v985, align 4
  %v987 = add i64 %v979, 1
  %v988 = add i64 %v979, 1
  %v989 = icmp ult i64 %v988, %v980
  %v990 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v987
  %v991 = load float, float addrspace(1)* %v990, align 4
  %v992 = add i64 %v979, 2
  %v993 = add i64 %v979, 2
  %v994 = icmp ult i64 %v993, %v980
  %v995 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v992
  %v996 = load float, float addrspace(1)* %v995, align 4
  %v997 = add i64 %v979, 3
  %v998 = add i64 %v979, 3
  %v999 = icmp ult i64 %v998, %v980
  %v1000 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v997
  %v1001 = load float, float addrspace(1)* %v1000, align 4
  %v1002 = add i64 %v979, 256
  %v1003 = add i64 %v979, 256
  %v1004 = icmp ult i64 %v1003, %v980
  %v1005 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1002
  %v1006 = load float, float addrspace(1)* %v1005, align 4
  %v1007 = add i64 %v979, 257
  %v1008 = add i64 %v979, 257
  %v1009 = icmp ult i64 %v1008, %v980
  %v1010 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1007
  %v1011 = load float, float addrspace(1)* %v1010, align 4
  %v1012 = add i64 %v979, 258
  %v1013 = add i64 %v979, 258
  %v1014 = icmp ult i64 %v1013, %v980
  %v1015 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1012
  %v1016 = load float, float addrspace(1)* %v1015, align 4
  %v1017 = add i64 %v979, 259
  %v1018 = add i64 %v979, 259
  %v1019 = icmp ult i64 %v1018, %v980
  %v1020 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1017
  %v1021 = load float, float addrspace(1)* %v1020, align 4
  %v1022 = add i64 %v979, 512
  %v1023 = add i64 %v979, 512
  %v1024 = icmp ult i64 %v1023, %v980
  %v1025 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1022
  %v1026 = load float, float addrspace(1)* %v1025, align 4
  %v1027 = add i64 %v979, 513
  %v1028 = add i64 %v979, 513
  %v1029 = icmp ult i64 %v1028, %v980
  %v1030 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1027
  %v1031 = load float, float addrspace(1)* %v1030, align 4
  %v1032 = add i64 %v979, 514
  %v1033 = add i64 %v979, 514
  %v1034 = icmp ult i64 %v1033, %v980
  %v1035 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1032
  %v1036 = load float, float addrspace(1)* %v1035, align 4
  %v1037 = add i64 %v979, 515
  %v1038 = add i64 %v979, 515
  %v1039 = icmp ult i64 %v1038, %v980
  %v1040 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1037
  %v1041 = load float, float addrspace(1)* %v1040, align 4
  %v1042 = add i64 %v979, 768
  %v1043 = add i64 %v979, 768
  %v1044 = icmp ult i64 %v1043, %v980
  %v1045 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1042
  %v1046 = load float, float addrspace(1)* %v1045, align 4
  %v1047 = add i64 %v979, 769
  %v1048 = add i64 %v979, 769
  %v1049 = icmp ult i64 %v1048, %v980
  %v1050 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1047
  %v1051 = load float, float addrspace(1)* %v1050, align 4
  %v1052 = add i64 %v979, 770
  %v1053 = add i64 %v979, 770
  %v1054 = icmp ult i64 %v1053, %v980
  %v1055 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1052
  %v1056 = load float, float addrspace(1)* %v1055, align 4
  %v1057 = add i64 %v979, 771
  %v1058 = add i64 %v979, 771
  %v1059 = icmp ult i64 %v1058, %v980
  %v1060 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1057
  %v1061 = load float, float addrspace(1)* %v1060, align 4
  br label %ld_done95
ld_edge94:
  %v1062 = icmp ult i64 %v979, %v980
  %v1063 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v979
  br i1 %v1062, label %ld96, label %ld_next97
ld_done95:
  %v1156 = phi float [ %v986, %ld_full93 ], [ %v1065, %ld_next127 ]
  %v1157 = phi float [ %v991, %ld_full93 ], [ %v1071, %ld_next127 ]
  %v1158 = phi float [ %v996, %ld_full93 ], [ %v1077, %ld_next127 ]
  %v1159 = phi float [ %v1001, %ld_full93 ], [ %v1083, %ld_next127 ]
  %v1160 = phi float [ %v1006, %ld_full93 ], [ %v1089, %ld_next127 ]
  %v1161 = phi float [ %v1011, %ld_full93 ], [ %v1095, %ld_next127 ]
  %v1162 = phi float [ %v1016, %ld_full93 ], [ %v1101, %ld_next127 ]
  %v1163 = phi float [ %v1021, %ld_full93 ], [ %v1107, %ld_next127 ]
  %v1164 = phi float [ %v1026, %ld_full93 ], [ %v1113, %ld_next127 ]
  %v1165 = phi float [ %v1031, %ld_full93 ], [ %v1119, %ld_next127 ]
  %v1166 = phi float [ %v1036, %ld_full93 ], [ %v1125, %ld_next127 ]
  %v1167 = phi float [ %v1041, %ld_full93 ], [ %v1131, %ld_next127 ]
  %v1168 = phi float [ %v1046, %ld_full93 ], [ %v1137, %ld_next127 ]
  %v1169 = phi float [ %v1051, %ld_full93 ], [ %v1143, %ld_next127 ]
  %v1170 = phi float [ %v1056, %ld_full93 ], [ %v1149, %ld_next127 ]
  %v1171 = phi float [ %v1061, %ld_full93 ], [ %v1155, %ld_next127 ]
  %v1172 = fadd float %v940, %v1156
  %v1173 = fadd float %v941, %v1157
  %v1174 = fadd float %v942, %v1158
  %v1175 = fadd float %v943, %v1159
  %v1176 = fadd float %v944, %v1160
  %v1177 = fadd float %v945, %v1161
  %v1178 = fadd float %v946, %v1162
  %v1179 = fadd float %v947, %v1163
  %v1180 = fadd float %v948, %v1164
  %v1181 = fadd float %v949, %v1165
  %v1182 = fadd float %v950, %v1166
  %v1183 = fadd float %v951, %v1167
  %v1184 = fadd float %v952, %v1168
  %v1185 = fadd float %v953, %v1169
  %v1186 = fadd float %v954, %v1170
  %v1187 = fadd float %v955, %v1171
  %v1188 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v1189 = and i32 %v2, 1
  %v1190 = shl i32 %v1189, 2
  %v1191 = lshr i32 %v2, 1
  %v1192 = and i32 %v1191, 1
  %v1193 = shl i32 %v1192, 3
  %v1194 = or i32 %v1190, %v1193
  %v1195 = lshr i32 %v2, 2
  %v1196 = and i32 %v1195, 1
  %v1197 = shl i32 %v1196, 4
  %v1198 = or i32 %v1194, %v1197
  %v1199 = lshr i32 %v2, 3
  %v1200 = and i32 %v1199, 1
  %v1201 = shl i32 %v1200, 5
  %v1202 = or i32 %v1198, %v1201
  %v1203 = lshr i32 %v2, 4
  %v1204 = and i32 %v1203, 1
  %v1205 = shl i32 %v1204, 6
  %v1206 = or i32 %v1202, %v1205
  %v1207 = and i32 %v3, 1
  %v1208 = shl i32 %v1207, 10
  %v1209 = or i32 %v1206, %v1208
  %v1210 = lshr i32 %v3, 1
  %v1211 = and i32 %v1210, 1
  %v1212 = shl i32 %v1211, 11
  %v1213 = or i32 %v1209, %v1212
  %v1214 = lshr i32 %v3, 2
  %v1215 = and i32 %v1214, 1
  %v1216 = shl i32 %v1215, 7
  %v1217 = or i32 %v1213, %v1216
  %v1218 = lshr i32 %v1217, 10
  %v1219 = and i32 %v1218, 3
  %v1220 = and i32 %v1217, 1023
  %v1221 = sext i32 %v1188 to i64
  %v1222 = mul i64 %v1221, 4
  %v1223 = zext i32 %v1219 to i64
  %v1224 = add i64 %v1222, %v1223
  %v1225 = sext i32 %p14 to i64
  %v1226 = zext i32 %p12 to i64
  %v1227 = mul i64 %v1224, %v1225
  %v1228 = add i64 %v1222, 4
  %v1229 = icmp sle i64 %v1228, %v1226
  %v1230 = icmp sge i64 %v1221, 0
  %v1231 = and i1 %v1229, %v1230
  %v1232 = zext i32 %v1220 to i64
  %v1233 = zext i32 %p13 to i64
  %v1234 = add i64 %v1227, %v1232
  %v1235 = icmp sle i64 1024, %v1233
  %v1236 = icmp sge i64 0, 0
  %v1237 = and i1 %v1235, %v1236
  %v1238 = and i1 %v1231, %v1237
  br i1 %v1238, label %st_full128, label %st_edge129
ld96:
  %v1064 = load float, float addrspace(1)* %v1063, align 4
  br label %ld_next97
ld_next97:
  %v1065 = phi float [ %v1064, %ld96 ], [ 0x0000000000000000, %ld_edge94 ]
  %v1066 = add i64 %v979, 1
  %v1067 = add i64 %v979, 1
  %v1068 = icmp ult i64 %v1067, %v980
  %v1069 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1066
  br i1 %v1068, label %ld98, label %ld_next99
ld98:
  %v1070 = load float, float addrspace(1)* %v1069, align 4
  br label %ld_next99
ld_next99:
  %v1071 = phi float [ %v1070, %ld98 ], [ 0x0000000000000000, %ld_next97 ]
  %v1072 = add i64 %v979, 2
  %v1073 = add i64 %v979, 2
  %v1074 = icmp ult i64 %v1073, %v980
  %v1075 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1072
  br i1 %v1074, label %ld100, label %ld_next101
ld100:
  %v1076 = load float, float addrspace(1)* %v1075, align 4
  br label %ld_next101
ld_next101:
  %v1077 = phi float [ %v1076, %ld100 ], [ 0x0000000000000000, %ld_next99 ]
  %v1078 = add i64 %v979, 3
  %v1079 = add i64 %v979, 3
  %v1080 = icmp ult i64 %v1079, %v980
  %v1081 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1078
  br i1 %v1080, label %ld102, label %ld_next103
ld102:
  %v1082 = load float, float addrspace(1)* %v1081, align 4
  br label %ld_next103
ld_next103:
  %v1083 = phi float [ %v1082, %ld102 ], [ 0x0000000000000000, %ld_next101 ]
  %v1084 = add i64 %v979, 256
  %v1085 = add i64 %v979, 256
  %v1086 = icmp ult i64 %v1085, %v980
  %v1087 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1084
  br i1 %v1086, label %ld104, label %ld_next105
ld104:
  %v1088 = load float, float addrspace(1)* %v1087, align 4
  br label %ld_next105
ld_next105:
  %v1089 = phi float [ %v1088, %ld104 ], [ 0x0000000000000000, %ld_next103 ]
  %v1090 = add i64 %v979, 257
  %v1091 = add i64 %v979, 257
  %v1092 = icmp ult i64 %v1091, %v980
  %v1093 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1090
  br i1 %v1092, label %ld106, label %ld_next107
ld106:
  %v1094 = load float, float addrspace(1)* %v1093, align 4
  br label %ld_next107
ld_next107:
  %v1095 = phi float [ %v1094, %ld106 ], [ 0x0000000000000000, %ld_next105 ]
  %v1096 = add i64 %v979, 258
  %v1097 = add i64 %v979, 258
  %v1098 = icmp ult i64 %v1097, %v980
  %v1099 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1096
  br i1 %v1098, label %ld108, label %ld_next109
ld108:
  %v1100 = load float, float addrspace(1)* %v1099, align 4
  br label %ld_next109
ld_next109:
  %v1101 = phi float [ %v1100, %ld108 ], [ 0x0000000000000000, %ld_next107 ]
  %v1102 = add i64 %v979, 259
  %v1103 = add i64 %v979, 259
  %v1104 = icmp ult i64 %v1103, %v980
  %v1105 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1102
  br i1 %v1104, label %ld110, label %ld_next111
ld110:
  %v1106 = load float, float addrspace(1)* %v1105, align 4
  br label %ld_next111
ld_next111:
  %v1107 = phi float [ %v1106, %ld110 ], [ 0x0000000000000000, %ld_next109 ]
  %v1108 = add i64 %v979, 512
  %v1109 = add i64 %v979, 512
  %v1110 = icmp ult i64 %v1109, %v980
  %v1111 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1108
  br i1 %v1110, label %ld112, label %ld_next113
ld112:
  %v1112 = load float, float addrspace(1)* %v1111, align 4
  br label %ld_next113
ld_next113:
  %v1113 = phi float [ %v1112, %ld112 ], [ 0x0000000000000000, %ld_next111 ]
  %v1114 = add i64 %v979, 513
  %v1115 = add i64 %v979, 513
  %v1116 = icmp ult i64 %v1115, %v980
  %v1117 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1114
  br i1 %v1116, label %ld114, label %ld_next115
ld114:
  %v1118 = load float, float addrspace(1)* %v1117, align 4
  br label %ld_next115
ld_next115:
  %v1119 = phi float [ %v1118, %ld114 ], [ 0x0000000000000000, %ld_next113 ]
  %v1120 = add i64 %v979, 514
  %v1121 = add i64 %v979, 514
  %v1122 = icmp ult i64 %v1121, %v980
  %v1123 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1120
  br i1 %v1122, label %ld116, label %ld_next117
ld116:
  %v1124 = load float, float addrspace(1)* %v1123, align 4
  br label %ld_next117
ld_next117:
  %v1125 = phi float [ %v1124, %ld116 ], [ 0x0000000000000000, %ld_next115 ]
  %v1126 = add i64 %v979, 515
  %v1127 = add i64 %v979, 515
  %v1128 = icmp ult i64 %v1127, %v980
  %v1129 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1126
  br i1 %v1128, label %ld118, label %ld_next119
ld118:
  %v1130 = load float, float addrspace(1)* %v1129, align 4
  br label %ld_next119
ld_next119:
  %v1131 = phi float [ %v1130, %ld118 ], [ 0x0000000000000000, %ld_next117 ]
  %v1132 = add i64 %v979, 768
  %v1133 = add i64 %v979, 768
  %v1134 = icmp ult i64 %v1133, %v980
  %v1135 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1132
  br i1 %v1134, label %ld120, label %ld_next121
ld120:
  %v1136 = load float, float addrspace(1)* %v1135, align 4
  br label %ld_next121
ld_next121:
  %v1137 = phi float [ %v1136, %ld120 ], [ 0x0000000000000000, %ld_next119 ]
  %v1138 = add i64 %v979, 769
  %v1139 = add i64 %v979, 769
  %v1140 = icmp ult i64 %v1139, %v980
  %v1141 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1138
  br i1 %v1140, label %ld122, label %ld_next123
ld122:
  %v1142 = load float, float addrspace(1)* %v1141, align 4
  br label %ld_next123
ld_next123:
  %v1143 = phi float [ %v1142, %ld122 ], [ 0x0000000000000000, %ld_next121 ]
  %v1144 = add i64 %v979, 770
  %v1145 = add i64 %v979, 770
  %v1146 = icmp ult i64 %v1145, %v980
  %v1147 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1144
  br i1 %v1146, label %ld124, label %ld_next125
ld124:
  %v1148 = load float, float addrspace(1)* %v1147, align 4
  br label %ld_next125
ld_next125:
  %v1149 = phi float [ %v1148, %ld124 ], [ 0x0000000000000000, %ld_next123 ]
  %v1150 = add i64 %v979, 771
  %v1151 = add i64 %v979, 771
  %v1152 = icmp ult i64 %v1151, %v980
  %v1153 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1150
  br i1 %v1152, label %ld126, label %ld_next127
ld126:
  %v1154 = load float, float addrspace(1)* %v1153, align 4
  br label %ld_next127
ld_next127:
  %v1155 = phi float [ %v1154, %ld126 ], [ 0x0000000000000000, %ld_next125 ]
  br label %ld_done95
st_full128:
  %v1239 = icmp ult i64 %v1224, %v1226
  %v1240 = icmp ult i64 %v1232, %v1233
  %v1241 = and i1 %v1239, %v1240
  %v1242 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1234
  store float %v1172, float addrspace(1)* %v1242, align 4
  %v1243 = icmp ult i64 %v1224, %v1226
  %v1244 = add i64 %v1234, 1
  %v1245 = add i64 %v1232, 1
  %v1246 = icmp ult i64 %v1245, %v1233
  %v1247 = and i1 %v1243, %v1246
  %v1248 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1244
  store float %v1173, float addrspace(1)* %v1248, align 4
  %v1249 = icmp ult i64 %v1224, %v1226
  %v1250 = add i64 %v1234, 2
  %v1251 = add i64 %v1232, 2
  %v1252 = icmp ult i64 %v1251, %v1233
  %v1253 = and i1 %v1249, %v1252
  %v1254 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1250
  store float %v1174, float addrspace(1)* %v1254, align 4
  %v1255 = icmp ult i64 %v1224, %v1226
  %v1256 = add i64 %v1234, 3
  %v1257 = add i64 %v1232, 3
  %v1258 = icmp ult i64 %v1257, %v1233
  %v1259 = and i1 %v1255, %v1258
  %v1260 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1256
  store float %v1175, float addrspace(1)* %v1260, align 4
  %v1261 = icmp ult i64 %v1224, %v1226
  %v1262 = add i64 %v1234, 256
  %v1263 = add i64 %v1232, 256
  %v1264 = icmp ult i64 %v1263, %v1233
  %v1265 = and i1 %v1261, %v1264
  %v1266 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1262
  store float %v1176, float addrspace(1)* %v1266, align 4
  %v1267 = icmp ult i64 %v1224, %v1226
  %v1268 = add i64 %v1234, 257
  %v1269 = add i64 %v1232, 257
  %v1270 = icmp ult i64 %v1269, %v1233
  %v1271 = and i1 %v1267, %v1270
  %v1272 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1268
  store float %v1177, float addrspace(1)* %v1272, align 4
  %v1273 = icmp ult i64 %v1224, %v1226
  %v1274 = add i64 %v1234, 258
  %v1275 = add i64 %v1232, 258
  %v1276 = icmp ult i64 %v1275, %v1233
  %v1277 = and i1 %v1273, %v1276
  %v1278 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1274
  store float %v1178, float addrspace(1)* %v1278, align 4
  %v1279 = icmp ult i64 %v1224, %v1226
  %v1280 = add i64 %v1234, 259
  %v1281 = add i64 %v1232, 259
  %v1282 = icmp ult i64 %v1281, %v1233
  %v1283 = and i1 %v1279, %v1282
  %v1284 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1280
  store float %v1179, float addrspace(1)* %v1284, align 4
  %v1285 = icmp ult i64 %v1224, %v1226
  %v1286 = add i64 %v1234, 512
  %v1287 = add i64 %v1232, 512
  %v1288 = icmp ult i64 %v1287, %v1233
  %v1289 = and i1 %v1285, %v1288
  %v1290 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1286
  store float %v1180, float addrspace(1)* %v1290, align 4
  %v1291 = icmp ult i64 %v1224, %v1226
  %v1292 = add i64 %v1234, 513
  %v1293 = add i64 %v1232, 513
  %v1294 = icmp ult i64 %v1293, %v1233
  %v1295 = and i1 %v1291, %v1294
  %v1296 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1292
  store float %v1181, float addrspace(1)* %v1296, align 4
  %v1297 = icmp ult i64 %v1224, %v1226
  %v1298 = add i64 %v1234, 514
  %v1299 = add i64 %v1232, 514
  %v1300 = icmp ult i64 %v1299, %v1233
  %v1301 = and i1 %v1297, %v1300
  %v1302 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1298
  store float %v1182, float addrspace(1)* %v1302, align 4
  %v1303 = icmp ult i64 %v1224, %v1226
  %v1304 = add i64 %v1234, 515
  %v1305 = add i64 %v1232, 515
  %v1306 = icmp ult i64 %v1305, %v1233
  %v1307 = and i1 %v1303, %v1306
  %v1308 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1304
  store float %v1183, float addrspace(1)* %v1308, align 4
  %v1309 = icmp ult i64 %v1224, %v1226
  %v1310 = add i64 %v1234, 768
  %v1311 = add i64 %v1232, 768
  %v1312 = icmp ult i64 %v1311, %v1233
  %v1313 = and i1 %v1309, %v1312
  %v1314 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1310
  store float %v1184, float addrspace(1)* %v1314, align 4
  %v1315 = icmp ult i64 %v1224, %v1226
  %v1316 = add i64 %v1234, 769
  %v1317 = add i64 %v1232, 769
  %v1318 = icmp ult i64 %v1317, %v1233
  %v1319 = and i1 %v1315, %v1318
  %v1320 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1316
  store float %v1185, float addrspace(1)* %v1320, align 4
  %v1321 = icmp ult i64 %v1224, %v1226
  %v1322 = add i64 %v1234, 770
  %v1323 = add i64 %v1232, 770
  %v1324 = icmp ult i64 %v1323, %v1233
  %v1325 = and i1 %v1321, %v1324
  %v1326 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1322
  store float %v1186, float addrspace(1)* %v1326, align 4
  %v1327 = icmp ult i64 %v1224, %v1226
  %v1328 = add i64 %v1234, 771
  %v1329 = add i64 %v1232, 771
  %v1330 = icmp ult i64 %v1329, %v1233
  %v1331 = and i1 %v1327, %v1330
  %v1332 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1328
  store float %v1187, float addrspace(1)* %v1332, align 4
  br label %st_done130
st_edge129:
  %v1333 = icmp ult i64 %v1224, %v1226
  %v1334 = icmp ult i64 %v1232, %v1233
  %v1335 = and i1 %v1333, %v1334
  %v1336 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1234
  br i1 %v1335, label %st131, label %join132
st_done130:
  ret void
st131:
  store float %v1172, float addrspace(1)* %v1336, align 4
  br label %join132
join132:
  %v1337 = icmp ult i64 %v1224, %v1226
  %v1338 = add i64 %v1234, 1
  %v1339 = add i64 %v1232, 1
  %v1340 = icmp ult i64 %v1339, %v1233
  %v1341 = and i1 %v1337, %v1340
  %v1342 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1338
  br i1 %v1341, label %st133, label %join134
st133:
  store float %v1173, float addrspace(1)* %v1342, align 4
  br label %join134
join134:
  %v1343 = icmp ult i64 %v1224, %v1226
  %v1344 = add i64 %v1234, 2
  %v1345 = add i64 %v1232, 2
  %v1346 = icmp ult i64 %v1345, %v1233
  %v1347 = and i1 %v1343, %v1346
  %v1348 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1344
  br i1 %v1347, label %st135, label %join136
st135:
  store float %v1174, float addrspace(1)* %v1348, align 4
  br label %join136
join136:
  %v1349 = icmp ult i64 %v1224, %v1226
  %v1350 = add i64 %v1234, 3
  %v1351 = add i64 %v1232, 3
  %v1352 = icmp ult i64 %v1351, %v1233
  %v1353 = and i1 %v1349, %v1352
  %v1354 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1350
  br i1 %v1353, label %st137, label %join138
st137:
  store float %v1175, float addrspace(1)* %v1354, align 4
  br label %join138
join138:
  %v1355 = icmp ult i64 %v1224, %v1226
  %v1356 = add i64 %v1234, 256
  %v1357 = add i64 %v1232, 256
  %v1358 = icmp ult i64 %v1357, %v1233
  %v1359 = and i1 %v1355, %v1358
  %v1360 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1356
  br i1 %v1359, label %st139, label %join140
st139:
  store float %v1176, float addrspace(1)* %v1360, align 4
  br label %join140
join140:
  %v1361 = icmp ult i64 %v1224, %v1226
  %v1362 = add i64 %v1234, 257
  %v1363 = add i64 %v1232, 257
  %v1364 = icmp ult i64 %v1363, %v1233
  %v1365 = and i1 %v1361, %v1364
  %v1366 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1362
  br i1 %v1365, label %st141, label %join142
st141:
  store float %v1177, float addrspace(1)* %v1366, align 4
  br label %join142
join142:
  %v1367 = icmp ult i64 %v1224, %v1226
  %v1368 = add i64 %v1234, 258
  %v1369 = add i64 %v1232, 258
  %v1370 = icmp ult i64 %v1369, %v1233
  %v1371 = and i1 %v1367, %v1370
  %v1372 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1368
  br i1 %v1371, label %st143, label %join144
st143:
  store float %v1178, float addrspace(1)* %v1372, align 4
  br label %join144
join144:
  %v1373 = icmp ult i64 %v1224, %v1226
  %v1374 = add i64 %v1234, 259
  %v1375 = add i64 %v1232, 259
  %v1376 = icmp ult i64 %v1375, %v1233
  %v1377 = and i1 %v1373, %v1376
  %v1378 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1374
  br i1 %v1377, label %st145, label %join146
st145:
  store float %v1179, float addrspace(1)* %v1378, align 4
  br label %join146
join146:
  %v1379 = icmp ult i64 %v1224, %v1226
  %v1380 = add i64 %v1234, 512
  %v1381 = add i64 %v1232, 512
  %v1382 = icmp ult i64 %v1381, %v1233
  %v1383 = and i1 %v1379, %v1382
  %v1384 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1380
  br i1 %v1383, label %st147, label %join148
st147:
  store float %v1180, float addrspace(1)* %v1384, align 4
  br label %join148
join148:
  %v1385 = icmp ult i64 %v1224, %v1226
  %v1386 = add i64 %v1234, 513
  %v1387 = add i64 %v1232, 513
  %v1388 = icmp ult i64 %v1387, %v1233
  %v1389 = and i1 %v1385, %v1388
  %v1390 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1386
  br i1 %v1389, label %st149, label %join150
st149:
  store float %v1181, float addrspace(1)* %v1390, align 4
  br label %join150
join150:
  %v1391 = icmp ult i64 %v1224, %v1226
  %v1392 = add i64 %v1234, 514
  %v1393 = add i64 %v1232, 514
  %v1394 = icmp ult i64 %v1393, %v1233
  %v1395 = and i1 %v1391, %v1394
  %v1396 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1392
  br i1 %v1395, label %st151, label %join152
st151:
  store float %v1182, float addrspace(1)* %v1396, align 4
  br label %join152
join152:
  %v1397 = icmp ult i64 %v1224, %v1226
  %v1398 = add i64 %v1234, 515
  %v1399 = add i64 %v1232, 515
  %v1400 = icmp ult i64 %v1399, %v1233
  %v1401 = and i1 %v1397, %v1400
  %v1402 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1398
  br i1 %v1401, label %st153, label %join154
st153:
  store float %v1183, float addrspace(1)* %v1402, align 4
  br label %join154
join154:
  %v1403 = icmp ult i64 %v1224, %v1226
  %v1404 = add i64 %v1234, 768
  %v1405 = add i64 %v1232, 768
  %v1406 = icmp ult i64 %v1405, %v1233
  %v1407 = and i1 %v1403, %v1406
  %v1408 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1404
  br i1 %v1407, label %st155, label %join156
st155:
  store float %v1184, float addrspace(1)* %v1408, align 4
  br label %join156
join156:
  %v1409 = icmp ult i64 %v1224, %v1226
  %v1410 = add i64 %v1234, 769
  %v1411 = add i64 %v1232, 769
  %v1412 = icmp ult i64 %v1411, %v1233
  %v1413 = and i1 %v1409, %v1412
  %v1414 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1410
  br i1 %v1413, label %st157, label %join158
st157:
  store float %v1185, float addrspace(1)* %v1414, align 4
  br label %join158
join158:
  %v1415 = icmp ult i64 %v1224, %v1226
  %v1416 = add i64 %v1234, 770
  %v1417 = add i64 %v1232, 770
  %v1418 = icmp ult i64 %v1417, %v1233
  %v1419 = and i1 %v1415, %v1418
  %v1420 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1416
  br i1 %v1419, label %st159, label %join160
st159:
  store float %v1186, float addrspace(1)* %v1420, align 4
  br label %join160
join160:
  %v1421 = icmp ult i64 %v1224, %v1226
  %v1422 = add i64 %v1234, 771
  %v1423 = add i64 %v1232, 771
  %v1424 = icmp ult i64 %v1423, %v1233
  %v1425 = and i1 %v1421, %v1424
  %v1426 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1422
  br i1 %v1425, label %st161, label %join162
st161:
  store float %v1187, float addrspace(1)* %v1426, align 4
  br label %join162
join162:
  br label %st_done130
}

declare float @__nv_rsqrtf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm, !"maxntidx", i32 256}
!2 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm, !"minctasm", i32 4}
!nvvmir.version = !{!3}
!3 = !{i32 2, i32 0}

; kernel layernorm_looped [eps=1e-5, BM=8, BN=256, OCC=4, TMA=1, STATIC=0, W=0]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @layernorm_looped(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias readonly %p8, i32 %p9, i32 %p10, float addrspace(1)* noalias %p11, i32 %p12, i32 %p13, i32 %p14, i32 %p15) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = icmp eq i32 256, 0
  %v6 = select i1 %v5, i32 1, i32 256
  %v7 = icmp eq i32 256, -1
  %v8 = select i1 %v7, i32 1, i32 %v6
  %v9 = sdiv i32 %p2, %v8
  %v10 = sub i32 0, %v9
  %v11 = select i1 %v7, i32 %v10, i32 %v9
  %v12 = srem i32 %p2, %v8
  %v13 = select i1 %v7, i32 0, i32 %v12
  %v14 = icmp ne i32 %v13, 0
  %v15 = xor i32 %v13, 256
  %v16 = icmp sge i32 %v15, 0
  %v17 = and i1 %v14, %v16
  %v18 = add i32 %v11, 1
  %v19 = select i1 %v17, i32 %v18, i32 %v11
  %v20 = select i1 %v5, i32 0, i32 %v19
  %v21 = sext i32 %v20 to i64
  br label %for1
for1:
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v598, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v721, %ld_done6 ]
  %v24 = phi i64 [ 0, %entry0 ], [ %v722, %ld_done6 ]
  %v25 = icmp slt i64 %v24, %v21
  %v26 = icmp sgt i64 %v24, %v21
  %v27 = icmp sgt i64 1, 0
  %v28 = select i1 %v27, i1 %v25, i1 %v26
  br i1 %v28, label %body2, label %endfor3
body2:
  %v29 = trunc i64 %v24 to i32
  %v30 = and i32 %v2, 1
  %v31 = shl i32 %v30, 2
  %v32 = lshr i32 %v2, 1
  %v33 = and i32 %v32, 1
  %v34 = shl i32 %v33, 3
  %v35 = or i32 %v31, %v34
  %v36 = lshr i32 %v2, 2
  %v37 = and i32 %v36, 1
  %v38 = shl i32 %v37, 4
  %v39 = or i32 %v35, %v38
  %v40 = lshr i32 %v2, 3
  %v41 = and i32 %v40, 1
  %v42 = shl i32 %v41, 5
  %v43 = or i32 %v39, %v42
  %v44 = lshr i32 %v2, 4
  %v45 = and i32 %v44, 1
  %v46 = shl i32 %v45, 6
  %v47 = or i32 %v43, %v46
  %v48 = and i32 %v3, 1
  %v49 = shl i32 %v48, 8
  %v50 = or i32 %v47, %v49
  %v51 = lshr i32 %v3, 1
  %v52 = and i32 %v51, 1
  %v53 = shl i32 %v52, 9
  %v54 = or i32 %v50, %v53
  %v55 = lshr i32 %v54, 8
  %v56 = and i32 %v55, 7
  %v57 = and i32 %v54, 255
  %v58 = sext i32 %v4 to i64
  %v59 = mul i64 %v58, 8
  %v60 = zext i32 %v56 to i64
  %v61 = add i64 %v59, %v60
  %v62 = sext i32 %p3 to i64
  %v63 = zext i32 %p1 to i64
  %v64 = mul i64 %v61, %v62
  %v65 = add i64 %v59, 8
  %v66 = icmp sle i64 %v65, %v63
  %v67 = icmp sge i64 %v58, 0
  %v68 = and i1 %v66, %v67
  %v69 = sext i32 %v29 to i64
  %v70 = mul i64 %v69, 256
  %v71 = zext i32 %v57 to i64
  %v72 = add i64 %v70, %v71
  %v73 = zext i32 %p2 to i64
  %v74 = add i64 %v64, %v72
  %v75 = add i64 %v70, 256
  %v76 = icmp sle i64 %v75, %v73
  %v77 = icmp sge i64 %v69, 0
  %v78 = and i1 %v76, %v77
  %v79 = and i1 %v68, %v78
  br i1 %v79, label %ld_full4, label %ld_edge5
endfor3:
  %v723 = sitofp i32 %p2 to float
  %v724 = fdiv float %v23, %v723
  %v725 = fadd float %v724, 0x3EE4F8B580000000
  %v726 = call float @__nv_rsqrtf(float %v725)
  %v727 = sext i32 %v20 to i64
  br label %for39
ld_full4:
  %v80 = icmp ult i64 %v61, %v63
  %v81 = icmp ult i64 %v72, %v73
  %v82 = and i1 %v80, %v81
  %v83 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v74
  %v84 = load float, float addrspace(1)* %v83, align 4
  %v85 = icmp ult i64 %v61, %v63
  %v86 = add i64 %v74, 1
  %v87 = add i64 %v72, 1
  %v88 = icmp ult i64 %v87, %v73
  %v89 = and i1 %v85, %v88
  %v90 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v86
  %v91 = load float, float addrspace(1)* %v90, align 4
  %v92 = icmp ult i64 %v61, %v63
  %v93 = add i64 %v74, 2
  %v94 = add i64 %v72, 2
  %v95 = icmp ult i64 %v94, %v73
  %v96 = and i1 %v92, %v95
  %v97 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v93
  %v98 = load float, float addrspace(1)* %v97, align 4
  %v99 = icmp ult i64 %v61, %v63
  %v100 = add i64 %v74, 3
  %v101 = add i64 %v72, 3
  %v102 = icmp ult i64 %v101, %v73
  %v103 = and i1 %v99, %v102
  %v104 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v100
  %v105 = load float, float addrspace(1)* %v104, align 4
  %v106 = icmp ult i64 %v61, %v63
  %v107 = add i64 %v74, 128
  %v108 = add i64 %v72, 128
  %v109 = icmp ult i64 %v108, %v73
  %v110 = and i1 %v106, %v109
  %v111 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v107
  %v112 = load float, float addrspace(1)* %v111, align 4
  %v113 = icmp ult i64 %v61, %v63
  %v114 = add i64 %v74, 129
  %v115 = add i64 %v72, 129
  %v116 = icmp ult i64 %v115, %v73
  %v117 = and i1 %v113, %v116
  %v118 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v114
  %v119 = load float, float addrspace(1)* %v118, align 4
  %v120 = icmp ult i64 %v61, %v63
  %v121 = add i64 %v74, 130
  %v122 = add i64 %v72, 130
  %v123 = icmp ult i64 %v122, %v73
  %v124 = and i1 %v120, %v123
  %v125 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v121
  %v126 = load float, float addrspace(1)* %v125, align 4
  %v127 = icmp ult i64 %v61, %v63
  %v128 = add i64 %v74, 131
  %v129 = add i64 %v72, 131
  %v130 = icmp ult i64 %v129, %v73
  %v131 = and i1 %v127, %v130
  %v132 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v128
  %v133 = load float, float addrspace(1)* %v132, align 4
  %v134 = mul i64 4, %v62
  %v135 = add i64 %v74, %v134
  %v136 = add i64 %v61, 4
  %v137 = icmp ult i64 %v136, %v63
  %v138 = icmp ult i64 %v72, %v73
  %v139 = and i1 %v137, %v138
  %v140 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v135
  %v141 = load float, float addrspace(1)* %v140, align 4
  %v142 = mul i64 4, %v62
  %v143 = add i64 %v74, %v142
  %v144 = add i64 %v61, 4
  %v145 = icmp ult i64 %v144, %v63
  %v146 = add i64 %v143, 1
  %v147 = add i64 %v72, 1
  %v148 = icmp ult i64 %v147, %v73
  %v149 = and i1 %v145, %v148
  %v150 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v146
  %v151 = load float, float addrspace(1)* %v150, align 4
  %v152 = mul i64 4, %v62
  %v153 = add i64 %v74, %v152
  %v154 = add i64 %v61, 4
  %v155 = icmp ult i64 %v154, %v63
  %v156 = add i64 %v153, 2
  %v157 = add i64 %v72, 2
  %v158 = icmp ult i64 %v157, %v73
  %v159 = and i1 %v155, %v158
  %v160 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v156
  %v161 = load float, float addrspace(1)* %v160, align 4
  %v162 = mul i64 4, %v62
  %v163 = add i64 %v74, %v162
  %v164 = add i64 %v61, 4
  %v165 = icmp ult i64 %v164, %v63
  %v166 = add i64 %v163, 3
  %v167 = add i64 %v72, 3
  %v168 = icmp ult i64 %v167, %v73
  %v169 = and i1 %v165, %v168
  %v170 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v166
  %v171 = load float, float addrspace(1)* %v170, align 4
  %v172 = mul i64 4, %v62
  %v173 = add i64 %v74, %v172
  %v174 = add i64 %v61, 4
  %v175 = icmp ult i64 %v174, %v63
  %v176 = add i64 %v173, 128
  %v177 = add i64 %v72, 128
  %v178 = icmp ult i64 %v177, %v73
  %v179 = and i1 %v175, %v178
  %v180 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v176
  %v181 = load float, float addrspace(1)* %v180, align 4
  %v182 = mul i64 4, %v62
  %v183 = add i64 %v74, %v182
  %v184 = add i64 %v61, 4
  %v185 = icmp ult i64 %v184, %v63
  %v186 = add i64 %v183, 129
  %v187 = add i64 %v72, 129
  %v188 = icmp ult i64 %v187, %v73
  %v189 = and i1 %v185, %v188
  %v190 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v186
  %v191 = load float, float addrspace(1)* %v190, align 4
  %v192 = mul i64 4, %v62
  %v193 = add i64 %v74, %v192
  %v194 = add i64 %v61, 4
  %v195 = icmp ult i64 %v194, %v63
  %v196 = add i64 %v193, 130
  %v197 = add i64 %v72, 130
  %v198 = icmp ult i64 %v197, %v73
  %v199 = and i1 %v195, %v198
  %v200 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v196
  %v201 = load float, float addrspace(1)* %v200, align 4
  %v202 = mul i64 4, %v62
  %v203 = add i64 %v74, %v202
  %v204 = add i64 %v61, 4
  %v205 = icmp ult i64 %v204, %v63
  %v206 = add i64 %v203, 131
  %v207 = add i64 %v72, 131
  %v208 = icmp ult i64 %v207, %v73
  %v209 = and i1 %v205, %v208
  %v210 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v206
  %v211 = load float, float addrspace(1)* %v210, align 4
  br label %ld_done6
ld_edge5:
  %v212 = icmp ult i64 %v61, %v63
  %v213 = icmp ult i64 %v72, %v73
  %v214 = and i1 %v212, %v213
  %v215 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v74
  br i1 %v214, label %ld7, label %ld_next8
ld_done6:
  %v360 = phi float [ %v84, %ld_full4 ], [ %v217, %ld_next38 ]
  %v361 = phi float [ %v91, %ld_full4 ], [ %v225, %ld_next38 ]
  %v362 = phi float [ %v98, %ld_full4 ], [ %v233, %ld_next38 ]
  %v363 = phi float [ %v105, %ld_full4 ], [ %v241, %ld_next38 ]
  %v364 = phi float [ %v112, %ld_full4 ], [ %v249, %ld_next38 ]
  %v365 = phi float [ %v119, %ld_full4 ], [ %v257, %ld_next38 ]
  %v366 = phi float [ %v126, %ld_full4 ], [ %v265, %ld_next38 ]
  %v367 = phi float [ %v133, %ld_full4 ], [ %v273, %ld_next38 ]
  %v368 = phi float [ %v141, %ld_full4 ], [ %v282, %ld_next38 ]
  %v369 = phi float [ %v151, %ld_full4 ], [ %v293, %ld_next38 ]
  %v370 = phi float [ %v161, %ld_full4 ], [ %v304, %ld_next38 ]
  %v371 = phi float [ %v171, %ld_full4 ], [ %v315, %ld_next38 ]
  %v372 = phi float [ %v181, %ld_full4 ], [ %v326, %ld_next38 ]
  %v373 = phi float [ %v191, %ld_full4 ], [ %v337, %ld_next38 ]
  %v374 = phi float [ %v201, %ld_full4 ], [ %v348, %ld_next38 ]
  %v375 = phi float [ %v211, %ld_full4 ], [ %v359, %ld_next38 ]
  %v376 = mul i32 %v29, 256
  %v377 = sitofp i32 %v376 to float
  %v378 = fmul float %v377, 0x3FF0000000000000
  %v379 = mul i32 %v29, 256
  %v380 = sub i32 %p2, %v379
  %v381 = icmp slt i32 %v380, 256
  %v382 = select i1 %v381, i32 %v380, i32 256
  %v383 = sitofp i32 %v382 to float
  %v384 = fmul float %v383, 0x3FF0000000000000
  %v385 = fadd float %v360, %v361
  %v386 = fadd float %v368, %v369
  %v387 = fadd float %v385, %v362
  %v388 = fadd float %v386, %v370
  %v389 = fadd float %v387, %v363
  %v390 = fadd float %v388, %v371
  %v391 = fadd float %v389, %v364
  %v392 = fadd float %v390, %v372
  %v393 = fadd float %v391, %v365
  %v394 = fadd float %v392, %v373
  %v395 = fadd float %v393, %v366
  %v396 = fadd float %v394, %v374
  %v397 = fadd float %v395, %v367
  %v398 = fadd float %v396, %v375
  %v399 = bitcast float %v397 to i32
  %v400 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v399, i32 1, i32 31)
  %v401 = bitcast i32 %v400 to float
  %v402 = fadd float %v397, %v401
  %v403 = bitcast float %v398 to i32
  %v404 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v403, i32 1, i32 31)
  %v405 = bitcast i32 %v404 to float
  %v406 = fadd float %v398, %v405
  %v407 = bitcast float %v402 to i32
  %v408 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v407, i32 2, i32 31)
  %v409 = bitcast i32 %v408 to float
  %v410 = fadd float %v402, %v409
  %v411 = bitcast float %v406 to i32
  %v412 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v411, i32 2, i32 31)
  %v413 = bitcast i32 %v412 to float
  %v414 = fadd float %v406, %v413
  %v415 = bitcast float %v410 to i32
  %v416 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v415, i32 4, i32 31)
  %v417 = bitcast i32 %v416 to float
  %v418 = fadd float %v410, %v417
  %v419 = bitcast float %v414 to i32
  %v420 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v419, i32 4, i32 31)
  %v421 = bitcast i32 %v420 to float
  %v422 = fadd float %v414, %v421
  %v423 = bitcast float %v418 to i32
  %v424 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v423, i32 8, i32 31)
  %v425 = bitcast i32 %v424 to float
  %v426 = fadd float %v418, %v425
  %v427 = bitcast float %v422 to i32
  %v428 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v427, i32 8, i32 31)
  %v429 = bitcast i32 %v428 to float
  %v430 = fadd float %v422, %v429
  %v431 = bitcast float %v426 to i32
  %v432 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v431, i32 16, i32 31)
  %v433 = bitcast i32 %v432 to float
  %v434 = fadd float %v426, %v433
  %v435 = bitcast float %v430 to i32
  %v436 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v435, i32 16, i32 31)
  %v437 = bitcast i32 %v436 to float
  %v438 = fadd float %v430, %v437
  %v439 = fdiv float %v434, %v384
  %v440 = fdiv float %v438, %v384
  %v441 = mul i32 %v29, 256
  %v442 = and i32 %v2, 1
  %v443 = shl i32 %v442, 2
  %v444 = lshr i32 %v2, 1
  %v445 = and i32 %v444, 1
  %v446 = shl i32 %v445, 3
  %v447 = or i32 %v443, %v446
  %v448 = lshr i32 %v2, 2
  %v449 = and i32 %v448, 1
  %v450 = shl i32 %v449, 4
  %v451 = or i32 %v447, %v450
  %v452 = lshr i32 %v2, 3
  %v453 = and i32 %v452, 1
  %v454 = shl i32 %v453, 5
  %v455 = or i32 %v451, %v454
  %v456 = lshr i32 %v2, 4
  %v457 = and i32 %v456, 1
  %v458 = shl i32 %v457, 6
  %v459 = or i32 %v455, %v458
  %v460 = and i32 %v3, 1
  %v461 = shl i32 %v460, 7
  %v462 = or i32 %v459, %v461
  %v463 = or i32 %v462, 1
  %v464 = or i32 %v462, 2
  %v465 = or i32 %v462, 3
  %v466 = add i32 %v441, %v462
  %v467 = add i32 %v441, %v463
  %v468 = add i32 %v441, %v464
  %v469 = add i32 %v441, %v465
  %v470 = icmp slt i32 %v466, %p2
  %v471 = icmp slt i32 %v467, %p2
  %v472 = icmp slt i32 %v468, %p2
  %v473 = icmp slt i32 %v469, %p2
  %v474 = fsub float %v360, %v439
  %v475 = fsub float %v361, %v439
  %v476 = fsub float %v362, %v439
  %v477 = fsub float %v363, %v439
  %v478 = fsub float %v364, %v439
  %v479 = fsub float %v365, %v439
  %v480 = fsub float %v366, %v439
  %v481 = fsub float %v367, %v439
  %v482 = fsub float %v368, %v440
  %v483 = fsub float %v369, %v440
  %v484 = fsub float %v370, %v440
  %v485 = fsub float %v371, %v440
  %v486 = fsub float %v372, %v440
  %v487 = fsub float %v373, %v440
  %v488 = fsub float %v374, %v440
  %v489 = fsub float %v375, %v440
  %v490 = and i32 %v2, 1
  %v491 = shl i32 %v490, 2
  %v492 = lshr i32 %v2, 1
  %v493 = and i32 %v492, 1
  %v494 = shl i32 %v493, 3
  %v495 = or i32 %v491, %v494
  %v496 = lshr i32 %v2, 2
  %v497 = and i32 %v496, 1
  %v498 = shl i32 %v497, 4
  %v499 = or i32 %v495, %v498
  %v500 = lshr i32 %v2, 3
  %v501 = and i32 %v500, 1
  %v502 = shl i32 %v501, 5
  %v503 = or i32 %v499, %v502
  %v504 = lshr i32 %v2, 4
  %v505 = and i32 %v504, 1
  %v506 = shl i32 %v505, 6
  %v507 = or i32 %v503, %v506
  %v508 = or i32 %v507, 1
  %v509 = or i32 %v507, 2
  %v510 = or i32 %v507, 3
  %v511 = or i32 %v507, 128
  %v512 = or i32 %v507, 129
  %v513 = or i32 %v507, 130
  %v514 = or i32 %v507, 131
  %v515 = add i32 %v441, %v507
  %v516 = add i32 %v441, %v508
  %v517 = add i32 %v441, %v509
  %v518 = add i32 %v441, %v510
  %v519 = add i32 %v441, %v511
  %v520 = add i32 %v441, %v512
  %v521 = add i32 %v441, %v513
  %v522 = add i32 %v441, %v514
  %v523 = icmp slt i32 %v515, %p2
  %v524 = icmp slt i32 %v516, %p2
  %v525 = icmp slt i32 %v517, %p2
  %v526 = icmp slt i32 %v518, %p2
  %v527 = icmp slt i32 %v519, %p2
  %v528 = icmp slt i32 %v520, %p2
  %v529 = icmp slt i32 %v521, %p2
  %v530 = icmp slt i32 %v522, %p2
  %v531 = select i1 %v523, float %v474, float 0x0000000000000000
  %v532 = select i1 %v524, float %v475, float 0x0000000000000000
  %v533 = select i1 %v525, float %v476, float 0x0000000000000000
  %v534 = select i1 %v526, float %v477, float 0x0000000000000000
  %v535 = select i1 %v527, float %v478, float 0x0000000000000000
  %v536 = select i1 %v528, float %v479, float 0x0000000000000000
  %v537 = select i1 %v529, float %v480, float 0x0000000000000000
  %v538 = select i1 %v530, float %v481, float 0x0000000000000000
  %v539 = select i1 %v523, float %v482, float 0x0000000000000000
  %v540 = select i1 %v524, float %v483, float 0x0000000000000000
  %v541 = select i1 %v525, float %v484, float 0x0000000000000000
  %v542 = select i1 %v526, float %v485, float 0x0000000000000000
  %v543 = select i1 %v527, float %v486, float 0x0000000000000000
  %v544 = select i1 %v528, float %v487, float 0x0000000000000000
  %v545 = select i1 %v529, float %v488, float 0x0000000000000000
  %v546 = select i1 %v530, float %v489, float 0x0000000000000000
  call void @llvm.nvvm.barrier0()
  %v547 = and i32 %v2, 1
  %v548 = lshr i32 %v2, 1
  %v549 = and i32 %v548, 1
  %v550 = shl i32 %v549, 1
  %v551 = or i32 %v547, %v550
  %v552 = lshr i32 %v2, 2
  %v553 = and i32 %v552, 1
  %v554 = shl i32 %v553, 2
  %v555 = or i32 %v551, %v554
  %v556 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v557 = getelementptr inbounds float, float addrspace(3)* %v556, i32 %v555
  store float %v22, float addrspace(3)* %v557, align 4
  call void @llvm.nvvm.barrier0()
  %v558 = and i32 %v3, 1
  %v559 = lshr i32 %v3, 1
  %v560 = and i32 %v559, 1
  %v561 = shl i32 %v560, 1
  %v562 = or i32 %v558, %v561
  %v563 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v564 = getelementptr inbounds float, float addrspace(3)* %v563, i32 %v562
  %v565 = load float, float addrspace(3)* %v564, align 4
  %v566 = or i32 %v562, 4
  %v567 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v568 = getelementptr inbounds float, float addrspace(3)* %v567, i32 %v566
  %v569 = load float, float addrspace(3)* %v568, align 4
  %v570 = fsub float %v439, %v565
  %v571 = fsub float %v440, %v569
  %v572 = fadd float %v378, %v384
  %v573 = fdiv float %v384, %v572
  %v574 = fmul float %v570, %v573
  %v575 = fmul float %v571, %v573
  call void @llvm.nvvm.barrier0()
  %v576 = and i32 %v3, 1
  %v577 = lshr i32 %v3, 1
  %v578 = and i32 %v577, 1
  %v579 = shl i32 %v578, 1
  %v580 = or i32 %v576, %v579
  %v581 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v582 = getelementptr inbounds float, float addrspace(3)* %v581, i32 %v580
  store float %v574, float addrspace(3)* %v582, align 4
  %v583 = or i32 %v580, 4
  %v584 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v585 = getelementptr inbounds float, float addrspace(3)* %v584, i32 %v583
  store float %v575, float addrspace(3)* %v585, align 4
  call void @llvm.nvvm.barrier0()
  %v586 = and i32 %v2, 1
  %v587 = lshr i32 %v2, 1
  %v588 = and i32 %v587, 1
  %v589 = shl i32 %v588, 1
  %v590 = or i32 %v586, %v589
  %v591 = lshr i32 %v2, 2
  %v592 = and i32 %v591, 1
  %v593 = shl i32 %v592, 2
  %v594 = or i32 %v590, %v593
  %v595 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v596 = getelementptr inbounds float, float addrspace(3)* %v595, i32 %v594
  %v597 = load float, float addrspace(3)* %v596, align 4
  %v598 = fadd float %v22, %v597
  %v599 = fmul float %v531, %v531
  %v600 = fmul float %v532, %v532
  %v601 = fmul float %v533, %v533
  %v602 = fmul float %v534, %v534
  %v603 = fmul float %v535, %v535
  %v604 = fmul float %v536, %v536
  %v605 = fmul float %v537, %v537
  %v606 = fmul float %v538, %v538
  %v607 = fmul float %v539, %v539
  %v608 = fmul float %v540, %v540
  %v609 = fmul float %v541, %v541
  %v610 = fmul float %v542, %v542
  %v611 = fmul float %v543, %v543
  %v612 = fmul float %v544, %v544
  %v613 = fmul float %v545, %v545
  %v614 = fmul float %v546, %v546
  %v615 = fadd float %v599, %v600
  %v616 = fadd float %v607, %v608
  %v617 = fadd float %v615, %v601
  %v618 = fadd float %v616, %v609
  %v619 = fadd float %v617, %v602
  %v620 = fadd float %v618, %v610
  %v621 = fadd float %v619, %v603
  %v622 = fadd float %v620, %v611
  %v623 = fadd float %v621, %v604
  %v624 = fadd float %v622, %v612
  %v625 = fadd float %v623, %v605
  %v626 = fadd float %v624, %v613
  %v627 = fadd float %v625, %v606
  %v628 = fadd float %v626, %v614
  %v629 = bitcast float %v627 to i32
  %v630 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v629, i32 1, i32 31)
  %v631 = bitcast i32 %v630 to float
  %v632 = fadd float %v627, %v631
  %v633 = bitcast float %v628 to i32
  %v634 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v633, i32 1, i32 31)
  %v635 = bitcast i32 %v634 to float
  %v636 = fadd float %v628, %v635
  %v637 = bitcast float %v632 to i32
  %v638 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v637, i32 2, i32 31)
  %v639 = bitcast i32 %v638 to float
  %v640 = fadd float %v632, %v639
  %v641 = bitcast float %v636 to i32
  %v642 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v641, i32 2, i32 31)
  %v643 = bitcast i32 %v642 to float
  %v644 = fadd float %v636, %v643
  %v645 = bitcast float %v640 to i32
  %v646 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v645, i32 4, i32 31)
  %v647 = bitcast i32 %v646 to float
  %v648 = fadd float %v640, %v647
  %v649 = bitcast float %v644 to i32
  %v650 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v649, i32 4, i32 31)
  %v651 = bitcast i32 %v650 to float
  %v652 = fadd float %v644, %v651
  %v653 = bitcast float %v648 to i32
  %v654 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v653, i32 8, i32 31)
  %v655 = bitcast i32 %v654 to float
  %v656 = fadd float %v648, %v655
  %v657 = bitcast float %v652 to i32
  %v658 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v657, i32 8, i32 31)
  %v659 = bitcast i32 %v658 to float
  %v660 = fadd float %v652, %v659
  %v661 = bitcast float %v656 to i32
  %v662 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v661, i32 16, i32 31)
  %v663 = bitcast i32 %v662 to float
  %v664 = fadd float %v656, %v663
  %v665 = bitcast float %v660 to i32
  %v666 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v665, i32 16, i32 31)
  %v667 = bitcast i32 %v666 to float
  %v668 = fadd float %v660, %v667
  call void @llvm.nvvm.barrier0()
  %v669 = and i32 %v3, 1
  %v670 = lshr i32 %v3, 1
  %v671 = and i32 %v670, 1
  %v672 = shl i32 %v671, 1
  %v673 = or i32 %v669, %v672
  %v674 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v675 = getelementptr inbounds float, float addrspace(3)* %v674, i32 %v673
  store float %v664, float addrspace(3)* %v675, align 4
  %v676 = or i32 %v673, 4
  %v677 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v678 = getelementptr inbounds float, float addrspace(3)* %v677, i32 %v676
  store float %v668, float addrspace(3)* %v678, align 4
  call void @llvm.nvvm.barrier0()
  %v679 = and i32 %v2, 1
  %v680 = lshr i32 %v2, 1
  %v681 = and i32 %v680, 1
  %v682 = shl i32 %v681, 1
  %v683 = or i32 %v679, %v682
  %v684 = lshr i32 %v2, 2
  %v685 = and i32 %v684, 1
  %v686 = shl i32 %v685, 2
  %v687 = or i32 %v683, %v686
  %v688 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v689 = getelementptr inbounds float, float addrspace(3)* %v688, i32 %v687
  %v690 = load float, float addrspace(3)* %v689, align 4
  %v691 = fadd float %v23, %v690
  %v692 = fmul float %v570, %v570
  %v693 = fmul float %v571, %v571
  %v694 = fmul float %v378, %v384
  %v695 = fadd float %v378, %v384
  %v696 = fdiv float %v694, %v695
  %v697 = fmul float %v692, %v696
  %v698 = fmul float %v693, %v696
  call void @llvm.nvvm.barrier0()
  %v699 = and i32 %v3, 1
  %v700 = lshr i32 %v3, 1
  %v701 = and i32 %v700, 1
  %v702 = shl i32 %v701, 1
  %v703 = or i32 %v699, %v702
  %v704 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v705 = getelementptr inbounds float, float addrspace(3)* %v704, i32 %v703
  store float %v697, float addrspace(3)* %v705, align 4
  %v706 = or i32 %v703, 4
  %v707 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v708 = getelementptr inbounds float, float addrspace(3)* %v707, i32 %v706
  store float %v698, float addrspace(3)* %v708, align 4
  call void @llvm.nvvm.barrier0()
  %v709 = and i32 %v2, 1
  %v710 = lshr i32 %v2, 1
  %v711 = and i32 %v710, 1
  %v712 = shl i32 %v711, 1
  %v713 = or i32 %v709, %v712
  %v714 = lshr i32 %v2, 2
  %v715 = and i32 %v714, 1
  %v716 = shl i32 %v715, 2
  %v717 = or i32 %v713, %v716
  %v718 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v719 = getelementptr inbounds float, float addrspace(3)* %v718, i32 %v717
  %v720 = load float, float addrspace(3)* %v719, align 4
  %v721 = fadd float %v691, %v720
  %v722 = add i64 %v24, 1
  br label %for1
ld7:
  %v216 = load float, float addrspace(1)* %v215, align 4
  br label %ld_next8
ld_next8:
  %v217 = phi float [ %v216, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v218 = icmp ult i64 %v61, %v63
  %v219 = add i64 %v74, 1
  %v220 = add i64 %v72, 1
  %v221 = icmp ult i64 %v220, %v73
  %v222 = and i1 %v218, %v221
  %v223 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v219
  br i1 %v222, label %ld9, label %ld_next10
ld9:
  %v224 = load float, float addrspace(1)* %v223, align 4
  br label %ld_next10
ld_next10:
  %v225 = phi float [ %v224, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v226 = icmp ult i64 %v61, %v63
  %v227 = add i64 %v74, 2
  %v228 = add i64 %v72, 2
  %v229 = icmp ult i64 %v228, %v73
  %v230 = and i1 %v226, %v229
  %v231 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v227
  br i1 %v230, label %ld11, label %ld_next12
ld11:
  %v232 = load float, float addrspace(1)* %v231, align 4
  br label %ld_next12
ld_next12:
  %v233 = phi float [ %v232, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v234 = icmp ult i64 %v61, %v63
  %v235 = add i64 %v74, 3
  %v236 = add i64 %v72, 3
  %v237 = icmp ult i64 %v236, %v73
  %v238 = and i1 %v234, %v237
  %v239 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v235
  br i1 %v238, label %ld13, label %ld_next14
ld13:
  %v240 = load float, float addrspace(1)* %v239, align 4
  br label %ld_next14
ld_next14:
  %v241 = phi float [ %v240, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v242 = icmp ult i64 %v61, %v63
  %v243 = add i64 %v74, 128
  %v244 = add i64 %v72, 128
  %v245 = icmp ult i64 %v244, %v73
  %v246 = and i1 %v242, %v245
  %v247 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v243
  br i1 %v246, label %ld15, label %ld_next16
ld15:
  %v248 = load float, float addrspace(1)* %v247, align 4
  br label %ld_next16
ld_next16:
  %v249 = phi float [ %v248, %ld15 ], [ 0x0000000000000000, %ld_next14 ]
  %v250 = icmp ult i64 %v61, %v63
  %v251 = add i64 %v74, 129
  %v252 = add i64 %v72, 129
  %v253 = icmp ult i64 %v252, %v73
  %v254 = and i1 %v250, %v253
  %v255 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v251
  br i1 %v254, label %ld17, label %ld_next18
ld17:
  %v256 = load float, float addrspace(1)* %v255, align 4
  br label %ld_next18
ld_next18:
  %v257 = phi float [ %v256, %ld17 ], [ 0x0000000000000000, %ld_next16 ]
  %v258 = icmp ult i64 %v61, %v63
  %v259 = add i64 %v74, 130
  %v260 = add i64 %v72, 130
  %v261 = icmp ult i64 %v260, %v73
  %v262 = and i1 %v258, %v261
  %v263 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v259
  br i1 %v262, label %ld19, label %ld_next20
ld19:
  %v264 = load float, float addrspace(1)* %v263, align 4
  br label %ld_next20
ld_next20:
  %v265 = phi float [ %v264, %ld19 ], [ 0x0000000000000000, %ld_next18 ]
  %v266 = icmp ult i64 %v61, %v63
  %v267 = add i64 %v74, 131
  %v268 = add i64 %v72, 131
  %v269 = icmp ult i64 %v268, %v73
  %v270 = and i1 %v266, %v269
  %v271 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v267
  br i1 %v270, label %ld21, label %ld_next22
ld21:
  %v272 = load float, float addrspace(1)* %v271, align 4
  br label %ld_next22
ld_next22:
  %v273 = phi float [ %v272, %ld21 ], [ 0x0000000000000000, %ld_next20 ]
  %v274 = mul i64 4, %v62
  %v275 = add i64 %v74, %v274
  %v276 = add i64 %v61, 4
  %v277 = icmp ult i64 %v276, %v63
  %v278 = icmp ult i64 %v72, %v73
  %v279 = and i1 %v277, %v278
  %v280 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v275
  br i1 %v279, label %ld23, label %ld_next24
ld23:
  %v281 = load float, float addrspace(1)* %v280, align 4
  br label %ld_next24
ld_next24:
  %v282 = phi float [ %v281, %ld23 ], [ 0x0000000000000000, %ld_next22 ]
  %v283 = mul i64 4, %v62
  %v284 = add i64 %v74, %v283
  %v285 = add i64 %v61, 4
  %v286 = icmp ult i64 %v285, %v63
  %v287 = add i64 %v284, 1
  %v288 = add i64 %v72, 1
  %v289 = icmp ult i64 %v288, %v73
  %v290 = and i1 %v286, %v289
  %v291 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v287
  br i1 %v290, label %ld25, label %ld_next26
ld25:
  %v292 = load float, float addrspace(1)* %v291, align 4
  br label %ld_next26
ld_next26:
  %v293 = phi float [ %v292, %ld25 ], [ 0x0000000000000000, %ld_next24 ]
  %v294 = mul i64 4, %v62
  %v295 = add i64 %v74, %v294
  %v296 = add i64 %v61, 4
  %v297 = icmp ult i64 %v296, %v63
  %v298 = add i64 %v295, 2
  %v299 = add i64 %v72, 2
  %v300 = icmp ult i64 %v299, %v73
  %v301 = and i1 %v297, %v300
  %v302 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v298
  br i1 %v301, label %ld27, label %ld_next28
ld27:
  %v303 = load float, float addrspace(1)* %v302, align 4
  br label %ld_next28
ld_next28:
  %v304 = phi float [ %v303, %ld27 ], [ 0x0000000000000000, %ld_next26 ]
  %v305 = mul i64 4, %v62
  %v306 = add i64 %v74, %v305
  %v307 = add i64 %v61, 4
  %v308 = icmp ult i64 %v307, %v63
  %v309 = add i64 %v306, 3
  %v310 = add i64 %v72, 3
  %v311 = icmp ult i64 %v310, %v73
  %v312 = and i1 %v308, %v311
  %v313 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v309
  br i1 %v312, label %ld29, label %ld_next30
ld29:
  %v314 = load float, float addrspace(1)* %v313, align 4
  br label %ld_next30
ld_next30:
  %v315 = phi float [ %v314, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  %v316 = mul i64 4, %v62
  %v317 = add i64 %v74, %v316
  %v318 = add i64 %v61, 4
  %v319 = icmp ult i64 %v318, %v63
  %v320 = add i64 %v317, 128
  %v321 = add i64 %v72, 128
  %v322 = icmp ult i64 %v321, %v73
  %v323 = and i1 %v319, %v322
  %v324 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v320
  br i1 %v323, label %ld31, label %ld_next32
ld31:
  %v325 = load float, float addrspace(1)* %v324, align 4
  br label %ld_next32
ld_next32:
  %v326 = phi float [ %v325, %ld31 ], [ 0x0000000000000000, %ld_next30 ]
  %v327 = mul i64 4, %v62
  %v328 = add i64 %v74, %v327
  %v329 = add i64 %v61, 4
  %v330 = icmp ult i64 %v329, %v63
  %v331 = add i64 %v328, 129
  %v332 = add i64 %v72, 129
  %v333 = icmp ult i64 %v332, %v73
  %v334 = and i1 %v330, %v333
  %v335 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v331
  br i1 %v334, label %ld33, label %ld_next34
ld33:
  %v336 = load float, float addrspace(1)* %v335, align 4
  br label %ld_next34
ld_next34:
  %v337 = phi float [ %v336, %ld33 ], [ 0x0000000000000000, %ld_next32 ]
  %v338 = mul i64 4, %v62
  %v339 = add i64 %v74, %v338
  %v340 = add i64 %v61, 4
  %v341 = icmp ult i64 %v340, %v63
  %v342 = add i64 %v339, 130
  %v343 = add i64 %v72, 130
  %v344 = icmp ult i64 %v343, %v73
  %v345 = and i1 %v341, %v344
  %v346 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v342
  br i1 %v345, label %ld35, label %ld_next36
ld35:
  %v347 = load float, float addrspace(1)* %v346, align 4
  br label %ld_next36
ld_next36:
  %v348 = phi float [ %v347, %ld35 ], [ 0x0000000000000000, %ld_next34 ]
  %v349 = mul i64 4, %v62
  %v350 = add i64 %v74, %v349
  %v351 = add i64 %v61, 4
  %v352 = icmp ult i64 %v351, %v63
  %v353 = add i64 %v350, 131
  %v354 = add i64 %v72, 131
  %v355 = icmp ult i64 %v354, %v73
  %v356 = and i1 %v352, %v355
  %v357 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v353
  br i1 %v356, label %ld37, label %ld_next38
ld37:
  %v358 = load float, float addrspace(1)* %v357, align 4
  br label %ld_next38
ld_next38:
  %v359 = phi float [ %v358, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  br label %ld_done6
for39:
  %v728 = phi i64 [ 0, %endfor3 ], [ %v2006, %st_done139 ]
  %v729 = icmp slt i64 %v728, %v727
  %v730 = icmp sgt i64 %v728, %v727
  %v731 = icmp sgt i64 1, 0
  %v732 = select i1 %v731, i1 %v729, i1 %v730
  br i1 %v732, label %body40, label %endfor41
body40:
  %v733 = trunc i64 %v728 to i32
  %v734 = and i32 %v2, 1
  %v735 = shl i32 %v734, 2
  %v736 = lshr i32 %v2, 1
  %v737 = and i32 %v736, 1
  %v738 = shl i32 %v737, 3
  %v739 = or i32 %v735, %v738
  %v740 = lshr i32 %v2, 2
  %v741 = and i32 %v740, 1
  %v742 = shl i32 %v741, 4
  %v743 = or i32 %v739, %v742
  %v744 = lshr i32 %v2, 3
  %v745 = and i32 %v744, 1
  %v746 = shl i32 %v745, 5
  %v747 = or i32 %v743, %v746
  %v748 = lshr i32 %v2, 4
  %v749 = and i32 %v748, 1
  %v750 = shl i32 %v749, 6
  %v751 = or i32 %v747, %v750
  %v752 = and i32 %v3, 1
  %v753 = shl i32 %v752, 8
  %v754 = or i32 %v751, %v753
  %v755 = lshr i32 %v3, 1
  %v756 = and i32 %v755, 1
  %v757 = shl i32 %v756, 9
  %v758 = or i32 %v754, %v757
  %v759 = lshr i32 %v758, 8
  %v760 = and i32 %v759, 7
  %v761 = and i32 %v758, 255
  %v762 = sext i32 %v4 to i64
  %v763 = mul i64 %v762, 8
  %v764 = zext i32 %v760 to i64
  %v765 = add i64 %v763, %v764
  %v766 = sext i32 %p3 to i64
  %v767 = zext i32 %p1 to i64
  %v768 = mul i64 %v765, %v766
  %v769 = add i64 %v763, 8
  %v770 = icmp sle i64 %v769, %v767
  %v771 = icmp sge i64 %v762, 0
  %v772 = and i1 %v770, %v771
  %v773 = sext i32 %v733 to i64
  %v774 = mul i64 %v773, 256
  %v775 = zext i32 %v761 to i64
  %v776 = add i64 %v774, %v775
  %v777 = zext i32 %p2 to i64
  %v778 = add i64 %v768, %v776
  %v779 = add i64 %v774, 256
  %v780 = icmp sle i64 %v779, %v777
  %v781 = icmp sge i64 %v773, 0
  %v782 = and i1 %v780, %v781
  %v783 = and i1 %v772, %v782
  br i1 %v783, label %ld_full42, label %ld_edge43
endfor41:
  ret void
ld_full42:
  %v784 = icmp ult i64 %v765, %v767
  %v785 = icmp ult i64 %v776, %v777
  %v786 = and i1 %v784, %v785
  %v787 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v778
  %v788 = load float, float addrspace(1)* %v787, align 4
  %v789 = icmp ult i64 %v765, %v767
  %v790 = add i64 %v778, 1
  %v791 = add i64 %v776, 1
  %v792 = icmp ult i64 %v791, %v777
  %v793 = and i1 %v789, %v792
  %v794 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v790
  %v795 = load float, float addrspace(1)* %v794, align 4
  %v796 = icmp ult i64 %v765, %v767
  %v797 = add i64 %v778, 2
  %v798 = add i64 %v776, 2
  %v799 = icmp ult i64 %v798, %v777
  %v800 = and i1 %v796, %v799
  %v801 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v797
  %v802 = load float, float addrspace(1)* %v801, align 4
  %v803 = icmp ult i64 %v765, %v767
  %v804 = add i64 %v778, 3
  %v805 = add i64 %v776, 3
  %v806 = icmp ult i64 %v805, %v777
  %v807 = and i1 %v803, %v806
  %v808 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v804
  %v809 = load float, float addrspace(1)* %v808, align 4
  %v810 = icmp ult i64 %v765, %v767
  %v811 = add i64 %v778, 128
  %v812 = add i64 %v776, 128
  %v813 = icmp ult i64 %v812, %v777
  %v814 = and i1 %v810, %v813
  %v815 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v811
  %v816 = load float, float addrspace(1)* %v815, align 4
  %v817 = icmp ult i64 %v765, %v767
  %v818 = add i64 %v778, 129
  %v819 = add i64 %v776, 129
  %v820 = icmp ult i64 %v819, %v777
  %v821 = and i1 %v817, %v820
  %v822 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v818
  %v823 = load float, float addrspace(1)* %v822, align 4
  %v824 = icmp ult i64 %v765, %v767
  %v825 = add i64 %v778, 130
  %v826 = add i64 %v776, 130
  %v827 = icmp ult i64 %v826, %v777
  %v828 = and i1 %v824, %v827
  %v829 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v825
  %v830 = load float, float addrspace(1)* %v829, align 4
  %v831 = icmp ult i64 %v765, %v767
  %v832 = add i64 %v778, 131
  %v833 = add i64 %v776, 131
  %v834 = icmp ult i64 %v833, %v777
  %v835 = and i1 %v831, %v834
  %v836 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v832
  %v837 = load float, float addrspace(1)* %v836, align 4
  %v838 = mul i64 4, %v766
  %v839 = add i64 %v778, %v838
  %v840 = add i64 %v765, 4
  %v841 = icmp ult i64 %v840, %v767
  %v842 = icmp ult i64 %v776, %v777
  %v843 = and i1 %v841, %v842
  %v844 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v839
  %v845 = load float, float addrspace(1)* %v844, align 4
  %v846 = mul i64 4, %v766
  %v847 = add i64 %v778, %v846
  %v848 = add i64 %v765, 4
  %v849 = icmp ult i64 %v848, %v767
  %v850 = add i64 %v847, 1
  %v851 = add i64 %v776, 1
  %v852 = icmp ult i64 %v851, %v777
  %v853 = and i1 %v849, %v852
  %v854 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v850
  %v855 = load float, float addrspace(1)* %v854, align 4
  %v856 = mul i64 4, %v766
  %v857 = add i64 %v778, %v856
  %v858 = add i64 %v765, 4
  %v859 = icmp ult i64 %v858, %v767
  %v860 = add i64 %v857, 2
  %v861 = add i64 %v776, 2
  %v862 = icmp ult i64 %v861, %v777
  %v863 = and i1 %v859, %v862
  %v864 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v860
  %v865 = load float, float addrspace(1)* %v864, align 4
  %v866 = mul i64 4, %v766
  %v867 = add i64 %v778, %v866
  %v868 = add i64 %v765, 4
  %v869 = icmp ult i64 %v868, %v767
  %v870 = add i64 %v867, 3
  %v871 = add i64 %v776, 3
  %v872 = icmp ult i64 %v871, %v777
  %v873 = and i1 %v869, %v872
  %v874 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v870
  %v875 = load float, float addrspace(1)* %v874, align 4
  %v876 = mul i64 4, %v766
  %v877 = add i64 %v778, %v876
  %v878 = add i64 %v765, 4
  %v879 = icmp ult i64 %v878, %v767
  %v880 = add i64 %v877, 128
  %v881 = add i64 %v776, 128
  %v882 = icmp ult i64 %v881, %v777
  %v883 = and i1 %v879, %v882
  %v884 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v880
  %v885 = load float, float addrspace(1)* %v884, align 4
  %v886 = mul i64 4, %v766
  %v887 = add i64 %v778, %v886
  %v888 = add i64 %v765, 4
  %v889 = icmp ult i64 %v888, %v767
  %v890 = add i64 %v887, 129
  %v891 = add i64 %v776, 129
  %v892 = icmp ult i64 %v891, %v777
  %v893 = and i1 %v889, %v892
  %v894 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v890
  %v895 = load float, float addrspace(1)* %v894, align 4
  %v896 = mul i64 4, %v766
  %v897 = add i64 %v778, %v896
  %v898 = add i64 %v765, 4
  %v899 = icmp ult i64 %v898, %v767
  %v900 = add i64 %v897, 130
  %v901 = add i64 %v776, 130
  %v902 = icmp ult i64 %v901, %v777
  %v903 = and i1 %v899, %v902
  %v904 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v900
  %v905 = load float, float addrspace(1)* %v904, align 4
  %v906 = mul i64 4, %v766
  %v907 = add i64 %v778, %v906
  %v908 = add i64 %v765, 4
  %v909 = icmp ult i64 %v908, %v767
  %v910 = add i64 %v907, 131
  %v911 = add i64 %v776, 131
  %v912 = icmp ult i64 %v911, %v777
  %v913 = and i1 %v909, %v912
  %v914 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v910
  %v915 = load float, float addrspace(1)* %v914, align 4
  br label %ld_done44
ld_edge43:
  %v916 = icmp ult i64 %v765, %v767
  %v917 = icmp ult i64 %v776, %v777
  %v918 = and i1 %v916, %v917
  %v919 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v778
  br i1 %v918, label %ld45, label %ld_next46
ld_done44:
  %v1064 = phi float [ %v788, %ld_full42 ], [ %v921, %ld_next76 ]
  %v1065 = phi float [ %v795, %ld_full42 ], [ %v929, %ld_next76 ]
  %v1066 = phi float [ %v802, %ld_full42 ], [ %v937, %ld_next76 ]
  %v1067 = phi float [ %v809, %ld_full42 ], [ %v945, %ld_next76 ]
  %v1068 = phi float [ %v816, %ld_full42 ], [ %v953, %ld_next76 ]
  %v1069 = phi float [ %v823, %ld_full42 ], [ %v961, %ld_next76 ]
  %v1070 = phi float [ %v830, %ld_full42 ], [ %v969, %ld_next76 ]
  %v1071 = phi float [ %v837, %ld_full42 ], [ %v977, %ld_next76 ]
  %v1072 = phi float [ %v845, %ld_full42 ], [ %v986, %ld_next76 ]
  %v1073 = phi float [ %v855, %ld_full42 ], [ %v997, %ld_next76 ]
  %v1074 = phi float [ %v865, %ld_full42 ], [ %v1008, %ld_next76 ]
  %v1075 = phi float [ %v875, %ld_full42 ], [ %v1019, %ld_next76 ]
  %v1076 = phi float [ %v885, %ld_full42 ], [ %v1030, %ld_next76 ]
  %v1077 = phi float [ %v895, %ld_full42 ], [ %v1041, %ld_next76 ]
  %v1078 = phi float [ %v905, %ld_full42 ], [ %v1052, %ld_next76 ]
  %v1079 = phi float [ %v915, %ld_full42 ], [ %v1063, %ld_next76 ]
  %v1080 = and i32 %v2, 1
  %v1081 = shl i32 %v1080, 2
  %v1082 = lshr i32 %v2, 1
  %v1083 = and i32 %v1082, 1
  %v1084 = shl i32 %v1083, 3
  %v1085 = or i32 %v1081, %v1084
  %v1086 = lshr i32 %v2, 2
  %v1087 = and i32 %v1086, 1
  %v1088 = shl i32 %v1087, 4
  %v1089 = or i32 %v1085, %v1088
  %v1090 = lshr i32 %v2, 3
  %v1091 = and i32 %v1090, 1
  %v1092 = shl i32 %v1091, 5
  %v1093 = or i32 %v1089, %v1092
  %v1094 = lshr i32 %v2, 4
  %v1095 = and i32 %v1094, 1
  %v1096 = shl i32 %v1095, 6
  %v1097 = or i32 %v1093, %v1096
  %v1098 = and i32 %v3, 1
  %v1099 = shl i32 %v1098, 7
  %v1100 = or i32 %v1097, %v1099
  %v1101 = and i32 %v1100, 255
  %v1102 = sext i32 %v733 to i64
  %v1103 = mul i64 %v1102, 256
  %v1104 = zext i32 %v1101 to i64
  %v1105 = add i64 %v1103, %v1104
  %v1106 = zext i32 %p6 to i64
  %v1107 = add i64 %v1103, 256
  %v1108 = icmp sle i64 %v1107, %v1106
  %v1109 = icmp sge i64 %v1102, 0
  %v1110 = and i1 %v1108, %v1109
  br i1 %v1110, label %ld_full77, label %ld_edge78
ld45:
  %v920 = load float, float addrspace(1)* %v919, align 4
  br label %ld_next46
ld_next46:
  %v921 = phi float [ %v920, %ld45 ], [ 0x0000000000000000, %ld_edge43 ]
  %v922 = icmp ult i64 %v765, %v767
  %v923 = add i64 %v778, 1
  %v924 = add i64 %v776, 1
  %v925 = icmp ult i64 %v924, %v777
  %v926 = and i1 %v922, %v925
  %v927 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v923
  br i1 %v926, label %ld47, label %ld_next48
ld47:
  %v928 = load float, float addrspace(1)* %v927, align 4
  br label %ld_next48
ld_next48:
  %v929 = phi float [ %v928, %ld47 ], [ 0x0000000000000000, %ld_next46 ]
  %v930 = icmp ult i64 %v765, %v767
  %v931 = add i64 %v778, 2
  %v932 = add i64 %v776, 2
  %v933 = icmp ult i64 %v932, %v777
  %v934 = and i1 %v930, %v933
  %v935 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v931
  br i1 %v934, label %ld49, label %ld_next50
ld49:
  %v936 = load float, float addrspace(1)* %v935, align 4
  br label %ld_next50
ld_next50:
  %v937 = phi float [ %v936, %ld49 ], [ 0x0000000000000000, %ld_next48 ]
  %v938 = icmp ult i64 %v765, %v767
  %v939 = add i64 %v778, 3
  %v940 = add i64 %v776, 3
  %v941 = icmp ult i64 %v940, %v777
  %v942 = and i1 %v938, %v941
  %v943 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v939
  br i1 %v942, label %ld51, label %ld_next52
ld51:
  %v944 = load float, float addrspace(1)* %v943, align 4
  br label %ld_next52
ld_next52:
  %v945 = phi float [ %v944, %ld51 ], [ 0x0000000000000000, %ld_next50 ]
  %v946 = icmp ult i64 %v765, %v767
  %v947 = add i64 %v778, 128
  %v948 = add i64 %v776, 128
  %v949 = icmp ult i64 %v948, %v777
  %v950 = and i1 %v946, %v949
  %v951 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v947
  br i1 %v950, label %ld53, label %ld_next54
ld53:
  %v952 = load float, float addrspace(1)* %v951, align 4
  br label %ld_next54
ld_next54:
  %v953 = phi float [ %v952, %ld53 ], [ 0x0000000000000000, %ld_next52 ]
  %v954 = icmp ult i64 %v765, %v767
  %v955 = add i64 %v778, 129
  %v956 = add i64 %v776, 129
  %v957 = icmp ult i64 %v956, %v777
  %v958 = and i1 %v954, %v957
  %v959 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v955
  br i1 %v958, label %ld55, label %ld_next56
ld55:
  %v960 = load float, float addrspace(1)* %v959, align 4
  br label %ld_next56
ld_next56:
  %v961 = phi float [ %v960, %ld55 ], [ 0x0000000000000000, %ld_next54 ]
  %v962 = icmp ult i64 %v765, %v767
  %v963 = add i64 %v778, 130
  %v964 = add i64 %v776, 130
  %v965 = icmp ult i64 %v964, %v777
  %v966 = and i1 %v962, %v965
  %v967 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v963
  br i1 %v966, label %ld57, label %ld_next58
ld57:
  %v968 = load float, float addrspace(1)* %v967, align 4
  br label %ld_next58
ld_next58:
  %v969 = phi float [ %v968, %ld57 ], [ 0x0000000000000000, %ld_next56 ]
  %v970 = icmp ult i64 %v765, %v767
  %v971 = add i64 %v778, 131
  %v972 = add i64 %v776, 131
  %v973 = icmp ult i64 %v972, %v777
  %v974 = and i1 %v970, %v973
  %v975 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v971
  br i1 %v974, label %ld59, label %ld_next60
ld59:
  %v976 = load float, float addrspace(1)* %v975, align 4
  br label %ld_next60
ld_next60:
  %v977 = phi float [ %v976, %ld59 ], [ 0x0000000000000000, %ld_next58 ]
  %v978 = mul i64 4, %v766
  %v979 = add i64 %v778, %v978
  %v980 = add i64 %v765, 4
  %v981 = icmp ult i64 %v980, %v767
  %v982 = icmp ult i64 %v776, %v777
  %v983 = and i1 %v981, %v982
  %v984 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v979
  br i1 %v983, label %ld61, label %ld_next62
ld61:
  %v985 = load float, float addrspace(1)* %v984, align 4
  br label %ld_next62
ld_next62:
  %v986 = phi float [ %v985, %ld61 ], [ 0x0000000000000000, %ld_next60 ]
  %v987 = mul i64 4, %v766
  %v988 = add i64 %v778, %v987
  %v989 = add i64 %v765, 4
  %v990 = icmp ult i64 %v989, %v767
  %v991 = add i64 %v988, 1
  %v992 = add i64 %v776, 1
  %v993 = icmp ult i64 %v992, %v777
  %v994 = and i1 %v990, %v993
  %v995 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v991
  br i1 %v994, label %ld63, label %ld_next64
ld63:
  %v996 = load float, float addrspace(1)* %v995, align 4
  br label %ld_next64
ld_next64:
  %v997 = phi float [ %v996, %ld63 ], [ 0x0000000000000000, %ld_next62 ]
  %v998 = mul i64 4, %v766
  %v999 = add i64 %v778, %v998
  %v1000 = add i64 %v765, 4
  %v1001 = icmp ult i64 %v1000, %v767
  %v1002 = add i64 %v999, 2
  %v1003 = add i64 %v776, 2
  %v1004 = icmp ult i64 %v1003, %v777
  %v1005 = and i1 %v1001, %v1004
  %v1006 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1002
  br i1 %v1005, label %ld65, label %ld_next66
ld65:
  %v1007 = load float, float addrspace(1)* %v1006, align 4
  br label %ld_next66
ld_next66:
  %v1008 = phi float [ %v1007, %ld65 ], [ 0x0000000000000000, %ld_next64 ]
  %v1009 = mul i64 4, %v766
  %v1010 = add i64 %v778, %v1009
  %v1011 = add i64 %v765, 4
  %v1012 = icmp ult i64 %v1011, %v767
  %v1013 = add i64 %v1010, 3
  %v1014 = add i64 %v776, 3
  %v1015 = icmp ult i64 %v1014, %v777
  %v1016 = and i1 %v1012, %v1015
  %v1017 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1013
  br i1 %v1016, label %ld67, label %ld_next68
ld67:
  %v1018 = load float, float addrspace(1)* %v1017, align 4
  br label %ld_next68
ld_next68:
  %v1019 = phi float [ %v1018, %ld67 ], [ 0x0000000000000000, %ld_next66 ]
  %v1020 = mul i64 4, %v766
  %v1021 = add i64 %v778, %v1020
  %v1022 = add i64 %v765, 4
  %v1023 = icmp ult i64 %v1022, %v767
  %v1024 = add i64 %v1021, 128
  %v1025 = add i64 %v776, 128
  %v1026 = icmp ult i64 %v1025, %v777
  %v1027 = and i1 %v1023, %v1026
  %v1028 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1024
  br i1 %v1027, label %ld69, label %ld_next70
ld69:
  %v1029 = load float, float addrspace(1)* %v1028, align 4
  br label %ld_next70
ld_next70:
  %v1030 = phi float [ %v1029, %ld69 ], [ 0x0000000000000000, %ld_next68 ]
  %v1031 = mul i64 4, %v766
  %v1032 = add i64 %v778, %v1031
  %v1033 = add i64 %v765, 4
  %v1034 = icmp ult i64 %v1033, %v767
  %v1035 = add i64 %v1032, 129
  %v1036 = add i64 %v776, 129
  %v1037 = icmp ult i64 %v1036, %v777
  %v1038 = and i1 %v1034, %v1037
  %v1039 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1035
  br i1 %v1038, label %ld71, label %ld_next72
ld71:
  %v1040 = load float, float addrspace(1)* %v1039, align 4
  br label %ld_next72
ld_next72:
  %v1041 = phi float [ %v1040, %ld71 ], [ 0x0000000000000000, %ld_next70 ]
  %v1042 = mul i64 4, %v766
  %v1043 = add i64 %v778, %v1042
  %v1044 = add i64 %v765, 4
  %v1045 = icmp ult i64 %v1044, %v767
  %v1046 = add i64 %v1043, 130
  %v1047 = add i64 %v776, 130
  %v1048 = icmp ult i64 %v1047, %v777
  %v1049 = and i1 %v1045, %v1048
  %v1050 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1046
  br i1 %v1049, label %ld73, label %ld_next74
ld73:
  %v1051 = load float, float addrspace(1)* %v1050, align 4
  br label %ld_next74
ld_next74:
  %v1052 = phi float [ %v1051, %ld73 ], [ 0x0000000000000000, %ld_next72 ]
  %v1053 = mul i64 4, %v766
  %v1054 = add i64 %v778, %v1053
  %v1055 = add i64 %v765, 4
  %v1056 = icmp ult i64 %v1055, %v767
  %v1057 = add i64 %v1054, 131
  %v1058 = add i64 %v776, 131
  %v1059 = icmp ult i64 %v1058, %v777
  %v1060 = and i1 %v1056, %v1059
  %v1061 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1057
  br i1 %v1060, label %ld75, label %ld_next76
ld75:
  %v1062 = load float, float addrspace(1)* %v1061, align 4
  br label %ld_next76
ld_next76:
  %v1063 = phi float [ %v1062, %ld75 ], [ 0x0000000000000000, %ld_next74 ]
  br label %ld_done44
ld_full77:
  %v1111 = icmp ult i64 %v1105, %v1106
  %v1112 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1105
  %v1113 = load float, float addrspace(1)* %v1112, align 4
  %v1114 = add i64 %v1105, 1
  %v1115 = add i64 %v1105, 1
  %v1116 = icmp ult i64 %v1115, %v1106
  %v1117 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1114
  %v1118 = load float, float addrspace(1)* %v1117, align 4
  %v1119 = add i64 %v1105, 2
  %v1120 = add i64 %v1105, 2
  %v1121 = icmp ult i64 %v1120, %v1106
  %v1122 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1119
  %v1123 = load float, float addrspace(1)* %v1122, align 4
  %v1124 = add i64 %v1105, 3
  %v1125 = add i64 %v1105, 3
  %v1126 = icmp ult i64 %v1125, %v1106
  %v1127 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1124
  %v1128 = load float, float addrspace(1)* %v1127, align 4
  br label %ld_done79
ld_edge78:
  %v1129 = icmp ult i64 %v1105, %v1106
  %v1130 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1105
  br i1 %v1129, label %ld80, label %ld_next81
ld_done79:
  %v1151 = phi float [ %v1113, %ld_full77 ], [ %v1132, %ld_next87 ]
  %v1152 = phi float [ %v1118, %ld_full77 ], [ %v1138, %ld_next87 ]
  %v1153 = phi float [ %v1123, %ld_full77 ], [ %v1144, %ld_next87 ]
  %v1154 = phi float [ %v1128, %ld_full77 ], [ %v1150, %ld_next87 ]
  %v1155 = and i32 %v2, 1
  %v1156 = shl i32 %v1155, 2
  %v1157 = lshr i32 %v2, 1
  %v1158 = and i32 %v1157, 1
  %v1159 = shl i32 %v1158, 3
  %v1160 = or i32 %v1156, %v1159
  %v1161 = lshr i32 %v2, 2
  %v1162 = and i32 %v1161, 1
  %v1163 = shl i32 %v1162, 4
  %v1164 = or i32 %v1160, %v1163
  %v1165 = lshr i32 %v2, 3
  %v1166 = and i32 %v1165, 1
  %v1167 = shl i32 %v1166, 5
  %v1168 = or i32 %v1164, %v1167
  %v1169 = lshr i32 %v2, 4
  %v1170 = and i32 %v1169, 1
  %v1171 = shl i32 %v1170, 6
  %v1172 = or i32 %v1168, %v1171
  %v1173 = and i32 %v3, 1
  %v1174 = shl i32 %v1173, 7
  %v1175 = or i32 %v1172, %v1174
  %v1176 = and i32 %v1175, 255
  %v1177 = sext i32 %v733 to i64
  %v1178 = mul i64 %v1177, 256
  %v1179 = zext i32 %v1176 to i64
  %v1180 = add i64 %v1178, %v1179
  %v1181 = zext i32 %p9 to i64
  %v1182 = add i64 %v1178, 256
  %v1183 = icmp sle i64 %v1182, %v1181
  %v1184 = icmp sge i64 %v1177, 0
  %v1185 = and i1 %v1183, %v1184
  br i1 %v1185, label %ld_full88, label %ld_edge89
ld80:
  %v1131 = load float, float addrspace(1)* %v1130, align 4
  br label %ld_next81
ld_next81:
  %v1132 = phi float [ %v1131, %ld80 ], [ 0x0000000000000000, %ld_edge78 ]
  %v1133 = add i64 %v1105, 1
  %v1134 = add i64 %v1105, 1
  %v1135 = icmp ult i64 %v1134, %v1106
  %v1136 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1133
  br i1 %v1135, label %ld82, label %ld_next83
ld82:
  %v1137 = load float, float addrspace(1)* %v1136, align 4
  br label %ld_next83
ld_next83:
  %v1138 = phi float [ %v1137, %ld82 ], [ 0x0000000000000000, %ld_next81 ]
  %v1139 = add i64 %v1105, 2
  %v1140 = add i64 %v1105, 2
  %v1141 = icmp ult i64 %v1140, %v1106
  %v1142 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1139
  br i1 %v1141, label %ld84, label %ld_next85
ld84:
  %v1143 = load float, float addrspace(1)* %v1142, align 4
  br label %ld_next85
ld_next85:
  %v1144 = phi float [ %v1143, %ld84 ], [ 0x0000000000000000, %ld_next83 ]
  %v1145 = add i64 %v1105, 3
  %v1146 = add i64 %v1105, 3
  %v1147 = icmp ult i64 %v1146, %v1106
  %v1148 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1145
  br i1 %v1147, label %ld86, label %ld_next87
ld86:
  %v1149 = load float, float addrspace(1)* %v1148, align 4
  br label %ld_next87
ld_next87:
  %v1150 = phi float [ %v1149, %ld86 ], [ 0x0000000000000000, %ld_next85 ]
  br label %ld_done79
ld_full88:
  %v1186 = icmp ult i64 %v1180, %v1181
  %v1187 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1180
  %v1188 = load float, float addrspace(1)* %v1187, align 4
  %v1189 = add i64 %v1180, 1
  %v1190 = add i64 %v1180, 1
  %v1191 = icmp ult i64 %v1190, %v1181
  %v1192 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1189
  %v1193 = load float, float addrspace(1)* %v1192, align 4
  %v1194 = add i64 %v1180, 2
  %v1195 = add i64 %v1180, 2
  %v1196 = icmp ult i64 %v1195, %v1181
  %v1197 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1194
  %v1198 = load float, float addrspace(1)* %v1197, align 4
  %v1199 = add i64 %v1180, 3
  %v1200 = add i64 %v1180, 3
  %v1201 = icmp ult i64 %v1200, %v1181
  %v1202 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1199
  %v1203 = load float, float addrspace(1)* %v1202, align 4
  br label %ld_done90
ld_edge89:
  %v1204 = icmp ult i64 %v1180, %v1181
  %v1205 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1180
  br i1 %v1204, label %ld91, label %ld_next92
ld_done90:
  %v1226 = phi float [ %v1188, %ld_full88 ], [ %v1207, %ld_next98 ]
  %v1227 = phi float [ %v1193, %ld_full88 ], [ %v1213, %ld_next98 ]
  %v1228 = phi float [ %v1198, %ld_full88 ], [ %v1219, %ld_next98 ]
  %v1229 = phi float [ %v1203, %ld_full88 ], [ %v1225, %ld_next98 ]
  call void @llvm.nvvm.barrier0()
  %v1230 = and i32 %v2, 1
  %v1231 = lshr i32 %v2, 1
  %v1232 = and i32 %v1231, 1
  %v1233 = shl i32 %v1232, 1
  %v1234 = or i32 %v1230, %v1233
  %v1235 = lshr i32 %v2, 2
  %v1236 = and i32 %v1235, 1
  %v1237 = shl i32 %v1236, 2
  %v1238 = or i32 %v1234, %v1237
  %v1239 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1240 = getelementptr inbounds float, float addrspace(3)* %v1239, i32 %v1238
  store float %v22, float addrspace(3)* %v1240, align 4
  call void @llvm.nvvm.barrier0()
  %v1241 = and i32 %v2, 1
  %v1242 = shl i32 %v1241, 2
  %v1243 = lshr i32 %v2, 1
  %v1244 = and i32 %v1243, 1
  %v1245 = shl i32 %v1244, 3
  %v1246 = or i32 %v1242, %v1245
  %v1247 = lshr i32 %v2, 2
  %v1248 = and i32 %v1247, 1
  %v1249 = shl i32 %v1248, 4
  %v1250 = or i32 %v1246, %v1249
  %v1251 = lshr i32 %v2, 3
  %v1252 = and i32 %v1251, 1
  %v1253 = shl i32 %v1252, 5
  %v1254 = or i32 %v1250, %v1253
  %v1255 = lshr i32 %v2, 4
  %v1256 = and i32 %v1255, 1
  %v1257 = shl i32 %v1256, 6
  %v1258 = or i32 %v1254, %v1257
  %v1259 = and i32 %v3, 1
  %v1260 = shl i32 %v1259, 8
  %v1261 = or i32 %v1258, %v1260
  %v1262 = lshr i32 %v3, 1
  %v1263 = and i32 %v1262, 1
  %v1264 = shl i32 %v1263, 9
  %v1265 = or i32 %v1261, %v1264
  %v1266 = lshr i32 %v1265, 8
  %v1267 = and i32 %v1266, 7
  %v1268 = and i32 %v1265, 255
  %v1269 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1270 = getelementptr inbounds float, float addrspace(3)* %v1269, i32 %v1267
  %v1271 = load float, float addrspace(3)* %v1270, align 4
  %v1272 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1273 = getelementptr inbounds float, float addrspace(3)* %v1272, i32 %v1267
  %v1274 = load float, float addrspace(3)* %v1273, align 4
  %v1275 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1276 = getelementptr inbounds float, float addrspace(3)* %v1275, i32 %v1267
  %v1277 = load float, float addrspace(3)* %v1276, align 4
  %v1278 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1279 = getelementptr inbounds float, float addrspace(3)* %v1278, i32 %v1267
  %v1280 = load float, float addrspace(3)* %v1279, align 4
  %v1281 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1282 = getelementptr inbounds float, float addrspace(3)* %v1281, i32 %v1267
  %v1283 = load float, float addrspace(3)* %v1282, align 4
  %v1284 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1285 = getelementptr inbounds float, float addrspace(3)* %v1284, i32 %v1267
  %v1286 = load float, float addrspace(3)* %v1285, align 4
  %v1287 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1288 = getelementptr inbounds float, float addrspace(3)* %v1287, i32 %v1267
  %v1289 = load float, float addrspace(3)* %v1288, align 4
  %v1290 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1291 = getelementptr inbounds float, float addrspace(3)* %v1290, i32 %v1267
  %v1292 = load float, float addrspace(3)* %v1291, align 4
  %v1293 = add i32 %v1267, 4
  %v1294 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1295 = getelementptr inbounds float, float addrspace(3)* %v1294, i32 %v1293
  %v1296 = load float, float addrspace(3)* %v1295, align 4
  %v1297 = add i32 %v1267, 4
  %v1298 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1299 = getelementptr inbounds float, float addrspace(3)* %v1298, i32 %v1297
  %v1300 = load float, float addrspace(3)* %v1299, align 4
  %v1301 = add i32 %v1267, 4
  %v1302 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1303 = getelementptr inbounds float, float addrspace(3)* %v1302, i32 %v1301
  %v1304 = load float, float addrspace(3)* %v1303, align 4
  %v1305 = add i32 %v1267, 4
  %v1306 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1307 = getelementptr inbounds float, float addrspace(3)* %v1306, i32 %v1305
  %v1308 = load float, float addrspace(3)* %v1307, align 4
  %v1309 = add i32 %v1267, 4
  %v1310 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1311 = getelementptr inbounds float, float addrspace(3)* %v1310, i32 %v1309
  %v1312 = load float, float addrspace(3)* %v1311, align 4
  %v1313 = add i32 %v1267, 4
  %v1314 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1315 = getelementptr inbounds float, float addrspace(3)* %v1314, i32 %v1313
  %v1316 = load float, float addrspace(3)* %v1315, align 4
  %v1317 = add i32 %v1267, 4
  %v1318 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1319 = getelementptr inbounds float, float addrspace(3)* %v1318, i32 %v1317
  %v1320 = load float, float addrspace(3)* %v1319, align 4
  %v1321 = add i32 %v1267, 4
  %v1322 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1323 = getelementptr inbounds float, float addrspace(3)* %v1322, i32 %v1321
  %v1324 = load float, float addrspace(3)* %v1323, align 4
  %v1325 = fsub float %v1064, %v1271
  %v1326 = fsub float %v1065, %v1274
  %v1327 = fsub float %v1066, %v1277
  %v1328 = fsub float %v1067, %v1280
  %v1329 = fsub float %v1068, %v1283
  %v1330 = fsub float %v1069, %v1286
  %v1331 = fsub float %v1070, %v1289
  %v1332 = fsub float %v1071, %v1292
  %v1333 = fsub float %v1072, %v1296
  %v1334 = fsub float %v1073, %v1300
  %v1335 = fsub float %v1074, %v1304
  %v1336 = fsub float %v1075, %v1308
  %v1337 = fsub float %v1076, %v1312
  %v1338 = fsub float %v1077, %v1316
  %v1339 = fsub float %v1078, %v1320
  %v1340 = fsub float %v1079, %v1324
  call void @llvm.nvvm.barrier0()
  %v1341 = and i32 %v2, 1
  %v1342 = lshr i32 %v2, 1
  %v1343 = and i32 %v1342, 1
  %v1344 = shl i32 %v1343, 1
  %v1345 = or i32 %v1341, %v1344
  %v1346 = lshr i32 %v2, 2
  %v1347 = and i32 %v1346, 1
  %v1348 = shl i32 %v1347, 2
  %v1349 = or i32 %v1345, %v1348
  %v1350 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1351 = getelementptr inbounds float, float addrspace(3)* %v1350, i32 %v1349
  store float %v726, float addrspace(3)* %v1351, align 4
  call void @llvm.nvvm.barrier0()
  %v1352 = and i32 %v2, 1
  %v1353 = shl i32 %v1352, 2
  %v1354 = lshr i32 %v2, 1
  %v1355 = and i32 %v1354, 1
  %v1356 = shl i32 %v1355, 3
  %v1357 = or i32 %v1353, %v1356
  %v1358 = lshr i32 %v2, 2
  %v1359 = and i32 %v1358, 1
  %v1360 = shl i32 %v1359, 4
  %v1361 = or i32 %v1357, %v1360
  %v1362 = lshr i32 %v2, 3
  %v1363 = and i32 %v1362, 1
  %v1364 = shl i32 %v1363, 5
  %v1365 = or i32 %v1361, %v1364
  %v1366 = lshr i32 %v2, 4
  %v1367 = and i32 %v1366, 1
  %v1368 = shl i32 %v1367, 6
  %v1369 = or i32 %v1365, %v1368
  %v1370 = and i32 %v3, 1
  %v1371 = shl i32 %v1370, 8
  %v1372 = or i32 %v1369, %v1371
  %v1373 = lshr i32 %v3, 1
  %v1374 = and i32 %v1373, 1
  %v1375 = shl i32 %v1374, 9
  %v1376 = or i32 %v1372, %v1375
  %v1377 = lshr i32 %v1376, 8
  %v1378 = and i32 %v1377, 7
  %v1379 = and i32 %v1376, 255
  %v1380 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1381 = getelementptr inbounds float, float addrspace(3)* %v1380, i32 %v1378
  %v1382 = load float, float addrspace(3)* %v1381, align 4
  %v1383 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1384 = getelementptr inbounds float, float addrspace(3)* %v1383, i32 %v1378
  %v1385 = load float, float addrspace(3)* %v1384, align 4
  %v1386 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1387 = getelementptr inbounds float, float addrspace(3)* %v1386, i32 %v1378
  %v1388 = load float, float addrspace(3)* %v1387, align 4
  %v1389 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1390 = getelementptr inbounds float, float addrspace(3)* %v1389, i32 %v1378
  %v1391 = load float, float addrspace(3)* %v1390, align 4
  %v1392 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1393 = getelementptr inbounds float, float addrspace(3)* %v1392, i32 %v1378
  %v1394 = load float, float addrspace(3)* %v1393, align 4
  %v1395 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1396 = getelementptr inbounds float, float addrspace(3)* %v1395, i32 %v1378
  %v1397 = load float, float addrspace(3)* %v1396, align 4
  %v1398 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1399 = getelementptr inbounds float, float addrspace(3)* %v1398, i32 %v1378
  %v1400 = load float, float addrspace(3)* %v1399, align 4
  %v1401 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1402 = getelementptr inbounds float, float addrspace(3)* %v1401, i32 %v1378
  %v1403 = load float, float addrspace(3)* %v1402, align 4
  %v1404 = add i32 %v1378, 4
  %v1405 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1406 = getelementptr inbounds float, float addrspace(3)* %v1405, i32 %v1404
  %v1407 = load float, float addrspace(3)* %v1406, align 4
  %v1408 = add i32 %v1378, 4
  %v1409 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1410 = getelementptr inbounds float, float addrspace(3)* %v1409, i32 %v1408
  %v1411 = load float, float addrspace(3)* %v1410, align 4
  %v1412 = add i32 %v1378, 4
  %v1413 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1414 = getelementptr inbounds float, float addrspace(3)* %v1413, i32 %v1412
  %v1415 = load float, float addrspace(3)* %v1414, align 4
  %v1416 = add i32 %v1378, 4
  %v1417 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1418 = getelementptr inbounds float, float addrspace(3)* %v1417, i32 %v1416
  %v1419 = load float, float addrspace(3)* %v1418, align 4
  %v1420 = add i32 %v1378, 4
  %v1421 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1422 = getelementptr inbounds float, float addrspace(3)* %v1421, i32 %v1420
  %v1423 = load float, float addrspace(3)* %v1422, align 4
  %v1424 = add i32 %v1378, 4
  %v1425 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1426 = getelementptr inbounds float, float addrspace(3)* %v1425, i32 %v1424
  %v1427 = load float, float addrspace(3)* %v1426, align 4
  %v1428 = add i32 %v1378, 4
  %v1429 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1430 = getelementptr inbounds float, float addrspace(3)* %v1429, i32 %v1428
  %v1431 = load float, float addrspace(3)* %v1430, align 4
  %v1432 = add i32 %v1378, 4
  %v1433 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1434 = getelementptr inbounds float, float addrspace(3)* %v1433, i32 %v1432
  %v1435 = load float, float addrspace(3)* %v1434, align 4
  %v1436 = fmul float %v1325, %v1382
  %v1437 = fmul float %v1326, %v1385
  %v1438 = fmul float %v1327, %v1388
  %v1439 = fmul float %v1328, %v1391
  %v1440 = fmul float %v1329, %v1394
  %v1441 = fmul float %v1330, %v1397
  %v1442 = fmul float %v1331, %v1400
  %v1443 = fmul float %v1332, %v1403
  %v1444 = fmul float %v1333, %v1407
  %v1445 = fmul float %v1334, %v1411
  %v1446 = fmul float %v1335, %v1415
  %v1447 = fmul float %v1336, %v1419
  %v1448 = fmul float %v1337, %v1423
  %v1449 = fmul float %v1338, %v1427
  %v1450 = fmul float %v1339, %v1431
  %v1451 = fmul float %v1340, %v1435
  %v1452 = and i32 %v2, 1
  %v1453 = shl i32 %v1452, 2
  %v1454 = lshr i32 %v2, 1
  %v1455 = and i32 %v1454, 1
  %v1456 = shl i32 %v1455, 3
  %v1457 = or i32 %v1453, %v1456
  %v1458 = lshr i32 %v2, 2
  %v1459 = and i32 %v1458, 1
  %v1460 = shl i32 %v1459, 4
  %v1461 = or i32 %v1457, %v1460
  %v1462 = lshr i32 %v2, 3
  %v1463 = and i32 %v1462, 1
  %v1464 = shl i32 %v1463, 5
  %v1465 = or i32 %v1461, %v1464
  %v1466 = lshr i32 %v2, 4
  %v1467 = and i32 %v1466, 1
  %v1468 = shl i32 %v1467, 6
  %v1469 = or i32 %v1465, %v1468
  %v1470 = and i32 %v1469, 255
  %v1471 = sext i32 %v733 to i64
  %v1472 = mul i64 %v1471, 256
  %v1473 = zext i32 %v1470 to i64
  %v1474 = add i64 %v1472, %v1473
  %v1475 = zext i32 %p6 to i64
  %v1476 = add i64 %v1472, 256
  %v1477 = icmp sle i64 %v1476, %v1475
  %v1478 = icmp sge i64 %v1471, 0
  %v1479 = and i1 %v1477, %v1478
  br i1 %v1479, label %ld_full99, label %ld_edge100
ld91:
  %v1206 = load float, float addrspace(1)* %v1205, align 4
  br label %ld_next92
ld_next92:
  %v1207 = phi float [ %v1206, %ld91 ], [ 0x0000000000000000, %ld_edge89 ]
  %v1208 = add i64 %v1180, 1
  %v1209 = add i64 %v1180, 1
  %v1210 = icmp ult i64 %v1209, %v1181
  %v1211 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1208
  br i1 %v1210, label %ld93, label %ld_next94
ld93:
  %v1212 = load float, float addrspace(1)* %v1211, align 4
  br label %ld_next94
ld_next94:
  %v1213 = phi float [ %v1212, %ld93 ], [ 0x0000000000000000, %ld_next92 ]
  %v1214 = add i64 %v1180, 2
  %v1215 = add i64 %v1180, 2
  %v1216 = icmp ult i64 %v1215, %v1181
  %v1217 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1214
  br i1 %v1216, label %ld95, label %ld_next96
ld95:
  %v1218 = load float, float addrspace(1)* %v1217, align 4
  br label %ld_next96
ld_next96:
  %v1219 = phi float [ %v1218, %ld95 ], [ 0x0000000000000000, %ld_next94 ]
  %v1220 = add i64 %v1180, 3
  %v1221 = add i64 %v1180, 3
  %v1222 = icmp ult i64 %v1221, %v1181
  %v1223 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1220
  br i1 %v1222, label %ld97, label %ld_next98
ld97:
  %v1224 = load float, float addrspace(1)* %v1223, align 4
  br label %ld_next98
ld_next98:
  %v1225 = phi float [ %v1224, %ld97 ], [ 0x0000000000000000, %ld_next96 ]
  br label %ld_done90
ld_full99:
  %v1480 = icmp ult i64 %v1474, %v1475
  %v1481 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1474
  %v1482 = load float, float addrspace(1)* %v1481, align 4
  %v1483 = add i64 %v1474, 1
  %v1484 = add i64 %v1474, 1
  %v1485 = icmp ult i64 %v1484, %v1475
  %v1486 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1483
  %v1487 = load float, float addrspace(1)* %v1486, align 4
  %v1488 = add i64 %v1474, 2
  %v1489 = add i64 %v1474, 2
  %v1490 = icmp ult i64 %v1489, %v1475
  %v1491 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1488
  %v1492 = load float, float addrspace(1)* %v1491, align 4
  %v1493 = add i64 %v1474, 3
  %v1494 = add i64 %v1474, 3
  %v1495 = icmp ult i64 %v1494, %v1475
  %v1496 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1493
  %v1497 = load float, float addrspace(1)* %v1496, align 4
  %v1498 = add i64 %v1474, 128
  %v1499 = add i64 %v1474, 128
  %v1500 = icmp ult i64 %v1499, %v1475
  %v1501 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1498
  %v1502 = load float, float addrspace(1)* %v1501, align 4
  %v1503 = add i64 %v1474, 129
  %v1504 = add i64 %v1474, 129
  %v1505 = icmp ult i64 %v1504, %v1475
  %v1506 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1503
  %v1507 = load float, float addrspace(1)* %v1506, align 4
  %v1508 = add i64 %v1474, 130
  %v1509 = add i64 %v1474, 130
  %v1510 = icmp ult i64 %v1509, %v1475
  %v1511 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1508
  %v1512 = load float, float addrspace(1)* %v1511, align 4
  %v1513 = add i64 %v1474, 131
  %v1514 = add i64 %v1474, 131
  %v1515 = icmp ult i64 %v1514, %v1475
  %v1516 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1513
  %v1517 = load float, float addrspace(1)* %v1516, align 4
  br label %ld_done101
ld_edge100:
  %v1518 = icmp ult i64 %v1474, %v1475
  %v1519 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1474
  br i1 %v1518, label %ld102, label %ld_next103
ld_done101:
  %v1564 = phi float [ %v1482, %ld_full99 ], [ %v1521, %ld_next117 ]
  %v1565 = phi float [ %v1487, %ld_full99 ], [ %v1527, %ld_next117 ]
  %v1566 = phi float [ %v1492, %ld_full99 ], [ %v1533, %ld_next117 ]
  %v1567 = phi float [ %v1497, %ld_full99 ], [ %v1539, %ld_next117 ]
  %v1568 = phi float [ %v1502, %ld_full99 ], [ %v1545, %ld_next117 ]
  %v1569 = phi float [ %v1507, %ld_full99 ], [ %v1551, %ld_next117 ]
  %v1570 = phi float [ %v1512, %ld_full99 ], [ %v1557, %ld_next117 ]
  %v1571 = phi float [ %v1517, %ld_full99 ], [ %v1563, %ld_next117 ]
  %v1572 = fmul float %v1436, %v1564
  %v1573 = fmul float %v1437, %v1565
  %v1574 = fmul float %v1438, %v1566
  %v1575 = fmul float %v1439, %v1567
  %v1576 = fmul float %v1440, %v1568
  %v1577 = fmul float %v1441, %v1569
  %v1578 = fmul float %v1442, %v1570
  %v1579 = fmul float %v1443, %v1571
  %v1580 = fmul float %v1444, %v1564
  %v1581 = fmul float %v1445, %v1565
  %v1582 = fmul float %v1446, %v1566
  %v1583 = fmul float %v1447, %v1567
  %v1584 = fmul float %v1448, %v1568
  %v1585 = fmul float %v1449, %v1569
  %v1586 = fmul float %v1450, %v1570
  %v1587 = fmul float %v1451, %v1571
  %v1588 = and i32 %v2, 1
  %v1589 = shl i32 %v1588, 2
  %v1590 = lshr i32 %v2, 1
  %v1591 = and i32 %v1590, 1
  %v1592 = shl i32 %v1591, 3
  %v1593 = or i32 %v1589, %v1592
  %v1594 = lshr i32 %v2, 2
  %v1595 = and i32 %v1594, 1
  %v1596 = shl i32 %v1595, 4
  %v1597 = or i32 %v1593, %v1596
  %v1598 = lshr i32 %v2, 3
  %v1599 = and i32 %v1598, 1
  %v1600 = shl i32 %v1599, 5
  %v1601 = or i32 %v1597, %v1600
  %v1602 = lshr i32 %v2, 4
  %v1603 = and i32 %v1602, 1
  %v1604 = shl i32 %v1603, 6
  %v1605 = or i32 %v1601, %v1604
  %v1606 = and i32 %v1605, 255
  %v1607 = sext i32 %v733 to i64
  %v1608 = mul i64 %v1607, 256
  %v1609 = zext i32 %v1606 to i64
  %v1610 = add i64 %v1608, %v1609
  %v1611 = zext i32 %p9 to i64
  %v1612 = add i64 %v1608, 256
  %v1613 = icmp sle i64 %v1612, %v1611
  %v1614 = icmp sge i64 %v1607, 0
  %v1615 = and i1 %v1613, %v1614
  br i1 %v1615, label %ld_full118, label %ld_edge119
ld102:
  %v1520 = load float, float addrspace(1)* %v1519, align 4
  br label %ld_next103
ld_next103:
  %v1521 = phi float [ %v1520, %ld102 ], [ 0x0000000000000000, %ld_edge100 ]
  %v1522 = add i64 %v1474, 1
  %v1523 = add i64 %v1474, 1
  %v1524 = icmp ult i64 %v1523, %v1475
  %v1525 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1522
  br i1 %v1524, label %ld104, label %ld_next105
ld104:
  %v1526 = load float, float addrspace(1)* %v1525, align 4
  br label %ld_next105
ld_next105:
  %v1527 = phi float [ %v1526, %ld104 ], [ 0x0000000000000000, %ld_next103 ]
  %v1528 = add i64 %v1474, 2
  %v1529 = add i64 %v1474, 2
  %v1530 = icmp ult i64 %v1529, %v1475
  %v1531 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1528
  br i1 %v1530, label %ld106, label %ld_next107
ld106:
  %v1532 = load float, float addrspace(1)* %v1531, align 4
  br label %ld_next107
ld_next107:
  %v1533 = phi float [ %v1532, %ld106 ], [ 0x0000000000000000, %ld_next105 ]
  %v1534 = add i64 %v1474, 3
  %v1535 = add i64 %v1474, 3
  %v1536 = icmp ult i64 %v1535, %v1475
  %v1537 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1534
  br i1 %v1536, label %ld108, label %ld_next109
ld108:
  %v1538 = load float, float addrspace(1)* %v1537, align 4
  br label %ld_next109
ld_next109:
  %v1539 = phi float [ %v1538, %ld108 ], [ 0x0000000000000000, %ld_next107 ]
  %v1540 = add i64 %v1474, 128
  %v1541 = add i64 %v1474, 128
  %v1542 = icmp ult i64 %v1541, %v1475
  %v1543 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1540
  br i1 %v1542, label %ld110, label %ld_next111
ld110:
  %v1544 = load float, float addrspace(1)* %v1543, align 4
  br label %ld_next111
ld_next111:
  %v1545 = phi float [ %v1544, %ld110 ], [ 0x0000000000000000, %ld_next109 ]
  %v1546 = add i64 %v1474, 129
  %v1547 = add i64 %v1474, 129
  %v1548 = icmp ult i64 %v1547, %v1475
  %v1549 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1546
  br i1 %v1548, label %ld112, label %ld_next113
ld112:
  %v1550 = load float, float addrspace(1)* %v1549, align 4
  br label %ld_next113
ld_next113:
  %v1551 = phi float [ %v1550, %ld112 ], [ 0x0000000000000000, %ld_next111 ]
  %v1552 = add i64 %v1474, 130
  %v1553 = add i64 %v1474, 130
  %v1554 = icmp ult i64 %v1553, %v1475
  %v1555 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1552
  br i1 %v1554, label %ld114, label %ld_next115
ld114:
  %v1556 = load float, float addrspace(1)* %v1555, align 4
  br label %ld_next115
ld_next115:
  %v1557 = phi float [ %v1556, %ld114 ], [ 0x0000000000000000, %ld_next113 ]
  %v1558 = add i64 %v1474, 131
  %v1559 = add i64 %v1474, 131
  %v1560 = icmp ult i64 %v1559, %v1475
  %v1561 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1558
  br i1 %v1560, label %ld116, label %ld_next117
ld116:
  %v1562 = load float, float addrspace(1)* %v1561, align 4
  br label %ld_next117
ld_next117:
  %v1563 = phi float [ %v1562, %ld116 ], [ 0x0000000000000000, %ld_next115 ]
  br label %ld_done101
ld_full118:
  %v1616 = icmp ult i64 %v1610, %v1611
  %v1617 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1610
  %v1618 = load float, float addrspace(1)* %v1617, align 4
  %v1619 = add i64 %v1610, 1
  %v1620 = add i64 %v1610, 1
  %v1621 = icmp ult i64 %v1620, %v1611
  %v1622 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1619
  %v1623 = load float, float addrspace(1)* %v1622, align 4
  %v1624 = add i64 %v1610, 2
  %v1625 = add i64 %v1610, 2
  %v1626 = icmp ult i64 %v1625, %v1611
  %v1627 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1624
  %v1628 = load float, float addrspace(1)* %v1627, align 4
  %v1629 = add i64 %v1610, 3
  %v1630 = add i64 %v1610, 3
  %v1631 = icmp ult i64 %v1630, %v1611
  %v1632 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1629
  %v1633 = load float, float addrspace(1)* %v1632, align 4
  %v1634 = add i64 %v1610, 128
  %v1635 = add i64 %v1610, 128
  %v1636 = icmp ult i64 %v1635, %v1611
  %v1637 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1634
  %v1638 = load float, float addrspace(1)* %v1637, align 4
  %v1639 = add i64 %v1610, 129
  %v1640 = add i64 %v1610, 129
  %v1641 = icmp ult i64 %v1640, %v1611
  %v1642 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1639
  %v1643 = load float, float addrspace(1)* %v1642, align 4
  %v1644 = add i64 %v1610, 130
  %v1645 = add i64 %v1610, 130
  %v1646 = icmp ult i64 %v1645, %v1611
  %v1647 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1644
  %v1648 = load float, float addrspace(1)* %v1647, align 4
  %v1649 = add i64 %v1610, 131
  %v1650 = add i64 %v1610, 131
  %v1651 = icmp ult i64 %v1650, %v1611
  %v1652 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1649
  %v1653 = load float, float addrspace(1)* %v1652, align 4
  br label %ld_done120
ld_edge119:
  %v1654 = icmp ult i64 %v1610, %v1611
  %v1655 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1610
  br i1 %v1654, label %ld121, label %ld_next122
ld_done120:
  %v1700 = phi float [ %v1618, %ld_full118 ], [ %v1657, %ld_next136 ]
  %v1701 = phi float [ %v1623, %ld_full118 ], [ %v1663, %ld_next136 ]
  %v1702 = phi float [ %v1628, %ld_full118 ], [ %v1669, %ld_next136 ]
  %v1703 = phi float [ %v1633, %ld_full118 ], [ %v1675, %ld_next136 ]
  %v1704 = phi float [ %v1638, %ld_full118 ], [ %v1681, %ld_next136 ]
  %v1705 = phi float [ %v1643, %ld_full118 ], [ %v1687, %ld_next136 ]
  %v1706 = phi float [ %v1648, %ld_full118 ], [ %v1693, %ld_next136 ]
  %v1707 = phi float [ %v1653, %ld_full118 ], [ %v1699, %ld_next136 ]
  %v1708 = fadd float %v1572, %v1700
  %v1709 = fadd float %v1573, %v1701
  %v1710 = fadd float %v1574, %v1702
  %v1711 = fadd float %v1575, %v1703
  %v1712 = fadd float %v1576, %v1704
  %v1713 = fadd float %v1577, %v1705
  %v1714 = fadd float %v1578, %v1706
  %v1715 = fadd float %v1579, %v1707
  %v1716 = fadd float %v1580, %v1700
  %v1717 = fadd float %v1581, %v1701
  %v1718 = fadd float %v1582, %v1702
  %v1719 = fadd float %v1583, %v1703
  %v1720 = fadd float %v1584, %v1704
  %v1721 = fadd float %v1585, %v1705
  %v1722 = fadd float %v1586, %v1706
  %v1723 = fadd float %v1587, %v1707
  %v1724 = and i32 %v2, 1
  %v1725 = shl i32 %v1724, 2
  %v1726 = lshr i32 %v2, 1
  %v1727 = and i32 %v1726, 1
  %v1728 = shl i32 %v1727, 3
  %v1729 = or i32 %v1725, %v1728
  %v1730 = lshr i32 %v2, 2
  %v1731 = and i32 %v1730, 1
  %v1732 = shl i32 %v1731, 4
  %v1733 = or i32 %v1729, %v1732
  %v1734 = lshr i32 %v2, 3
  %v1735 = and i32 %v1734, 1
  %v1736 = shl i32 %v1735, 5
  %v1737 = or i32 %v1733, %v1736
  %v1738 = lshr i32 %v2, 4
  %v1739 = and i32 %v1738, 1
  %v1740 = shl i32 %v1739, 6
  %v1741 = or i32 %v1737, %v1740
  %v1742 = and i32 %v3, 1
  %v1743 = shl i32 %v1742, 8
  %v1744 = or i32 %v1741, %v1743
  %v1745 = lshr i32 %v3, 1
  %v1746 = and i32 %v1745, 1
  %v1747 = shl i32 %v1746, 9
  %v1748 = or i32 %v1744, %v1747
  %v1749 = lshr i32 %v1748, 8
  %v1750 = and i32 %v1749, 7
  %v1751 = and i32 %v1748, 255
  %v1752 = sext i32 %v4 to i64
  %v1753 = mul i64 %v1752, 8
  %v1754 = zext i32 %v1750 to i64
  %v1755 = add i64 %v1753, %v1754
  %v1756 = sext i32 %p14 to i64
  %v1757 = zext i32 %p12 to i64
  %v1758 = mul i64 %v1755, %v1756
  %v1759 = add i64 %v1753, 8
  %v1760 = icmp sle i64 %v1759, %v1757
  %v1761 = icmp sge i64 %v1752, 0
  %v1762 = and i1 %v1760, %v1761
  %v1763 = sext i32 %v733 to i64
  %v1764 = mul i64 %v1763, 256
  %v1765 = zext i32 %v1751 to i64
  %v1766 = add i64 %v1764, %v1765
  %v1767 = zext i32 %p13 to i64
  %v1768 = add i64 %v1758, %v1766
  %v1769 = add i64 %v1764, 256
  %v1770 = icmp sle i64 %v1769, %v1767
  %v1771 = icmp sge i64 %v1763, 0
  %v1772 = and i1 %v1770, %v1771
  %v1773 = and i1 %v1762, %v1772
  br i1 %v1773, label %st_full137, label %st_edge138
ld121:
  %v1656 = load float, float addrspace(1)* %v1655, align 4
  br label %ld_next122
ld_next122:
  %v1657 = phi float [ %v1656, %ld121 ], [ 0x0000000000000000, %ld_edge119 ]
  %v1658 = add i64 %v1610, 1
  %v1659 = add i64 %v1610, 1
  %v1660 = icmp ult i64 %v1659, %v1611
  %v1661 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1658
  br i1 %v1660, label %ld123, label %ld_next124
ld123:
  %v1662 = load float, float addrspace(1)* %v1661, align 4
  br label %ld_next124
ld_next124:
  %v1663 = phi float [ %v1662, %ld123 ], [ 0x0000000000000000, %ld_next122 ]
  %v1664 = add i64 %v1610, 2
  %v1665 = add i64 %v1610, 2
  %v1666 = icmp ult i64 %v1665, %v1611
  %v1667 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1664
  br i1 %v1666, label %ld125, label %ld_next126
ld125:
  %v1668 = load float, float addrspace(1)* %v1667, align 4
  br label %ld_next126
ld_next126:
  %v1669 = phi float [ %v1668, %ld125 ], [ 0x0000000000000000, %ld_next124 ]
  %v1670 = add i64 %v1610, 3
  %v1671 = add i64 %v1610, 3
  %v1672 = icmp ult i64 %v1671, %v1611
  %v1673 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1670
  br i1 %v1672, label %ld127, label %ld_next128
ld127:
  %v1674 = load float, float addrspace(1)* %v1673, align 4
  br label %ld_next128
ld_next128:
  %v1675 = phi float [ %v1674, %ld127 ], [ 0x0000000000000000, %ld_next126 ]
  %v1676 = add i64 %v1610, 128
  %v1677 = add i64 %v1610, 128
  %v1678 = icmp ult i64 %v1677, %v1611
  %v1679 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1676
  br i1 %v1678, label %ld129, label %ld_next130
ld129:
  %v1680 = load float, float addrspace(1)* %v1679, align 4
  br label %ld_next130
ld_next130:
  %v1681 = phi float [ %v1680, %ld129 ], [ 0x0000000000000000, %ld_next128 ]
  %v1682 = add i64 %v1610, 129
  %v1683 = add i64 %v1610, 129
  %v1684 = icmp ult i64 %v1683, %v1611
  %v1685 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1682
  br i1 %v1684, label %ld131, label %ld_next132
ld131:
  %v1686 = load float, float addrspace(1)* %v1685, align 4
  br label %ld_next132
ld_next132:
  %v1687 = phi float [ %v1686, %ld131 ], [ 0x0000000000000000, %ld_next130 ]
  %v1688 = add i64 %v1610, 130
  %v1689 = add i64 %v1610, 130
  %v1690 = icmp ult i64 %v1689, %v1611
  %v1691 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1688
  br i1 %v1690, label %ld133, label %ld_next134
ld133:
  %v1692 = load float, float addrspace(1)* %v1691, align 4
  br label %ld_next134
ld_next134:
  %v1693 = phi float [ %v1692, %ld133 ], [ 0x0000000000000000, %ld_next132 ]
  %v1694 = add i64 %v1610, 131
  %v1695 = add i64 %v1610, 131
  %v1696 = icmp ult i64 %v1695, %v1611
  %v1697 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1694
  br i1 %v1696, label %ld135, label %ld_next136
ld135:
  %v1698 = load float, float addrspace(1)* %v1697, align 4
  br label %ld_next136
ld_next136:
  %v1699 = phi float [ %v1698, %ld135 ], [ 0x0000000000000000, %ld_next134 ]
  br label %ld_done120
st_full137:
  %v1774 = icmp ult i64 %v1755, %v1757
  %v1775 = icmp ult i64 %v1766, %v1767
  %v1776 = and i1 %v1774, %v1775
  %v1777 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1768
  store float %v1708, float addrspace(1)* %v1777, align 4
  %v1778 = icmp ult i64 %v1755, %v1757
  %v1779 = add i64 %v1768, 1
  %v1780 = add i64 %v1766, 1
  %v1781 = icmp ult i64 %v1780, %v1767
  %v1782 = and i1 %v1778, %v1781
  %v1783 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1779
  store float %v1709, float addrspace(1)* %v1783, align 4
  %v1784 = icmp ult i64 %v1755, %v1757
  %v1785 = add i64 %v1768, 2
  %v1786 = add i64 %v1766, 2
  %v1787 = icmp ult i64 %v1786, %v1767
  %v1788 = and i1 %v1784, %v1787
  %v1789 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1785
  store float %v1710, float addrspace(1)* %v1789, align 4
  %v1790 = icmp ult i64 %v1755, %v1757
  %v1791 = add i64 %v1768, 3
  %v1792 = add i64 %v1766, 3
  %v1793 = icmp ult i64 %v1792, %v1767
  %v1794 = and i1 %v1790, %v1793
  %v1795 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1791
  store float %v1711, float addrspace(1)* %v1795, align 4
  %v1796 = icmp ult i64 %v1755, %v1757
  %v1797 = add i64 %v1768, 128
  %v1798 = add i64 %v1766, 128
  %v1799 = icmp ult i64 %v1798, %v1767
  %v1800 = and i1 %v1796, %v1799
  %v1801 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1797
  store float %v1712, float addrspace(1)* %v1801, align 4
  %v1802 = icmp ult i64 %v1755, %v1757
  %v1803 = add i64 %v1768, 129
  %v1804 = add i64 %v1766, 129
  %v1805 = icmp ult i64 %v1804, %v1767
  %v1806 = and i1 %v1802, %v1805
  %v1807 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1803
  store float %v1713, float addrspace(1)* %v1807, align 4
  %v1808 = icmp ult i64 %v1755, %v1757
  %v1809 = add i64 %v1768, 130
  %v1810 = add i64 %v1766, 130
  %v1811 = icmp ult i64 %v1810, %v1767
  %v1812 = and i1 %v1808, %v1811
  %v1813 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1809
  store float %v1714, float addrspace(1)* %v1813, align 4
  %v1814 = icmp ult i64 %v1755, %v1757
  %v1815 = add i64 %v1768, 131
  %v1816 = add i64 %v1766, 131
  %v1817 = icmp ult i64 %v1816, %v1767
  %v1818 = and i1 %v1814, %v1817
  %v1819 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1815
  store float %v1715, float addrspace(1)* %v1819, align 4
  %v1820 = mul i64 4, %v1756
  %v1821 = add i64 %v1768, %v1820
  %v1822 = add i64 %v1755, 4
  %v1823 = icmp ult i64 %v1822, %v1757
  %v1824 = icmp ult i64 %v1766, %v1767
  %v1825 = and i1 %v1823, %v1824
  %v1826 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1821
  store float %v1716, float addrspace(1)* %v1826, align 4
  %v1827 = mul i64 4, %v1756
  %v1828 = add i64 %v1768, %v1827
  %v1829 = add i64 %v1755, 4
  %v1830 = icmp ult i64 %v1829, %v1757
  %v1831 = add i64 %v1828, 1
  %v1832 = add i64 %v1766, 1
  %v1833 = icmp ult i64 %v1832, %v1767
  %v1834 = and i1 %v1830, %v1833
  %v1835 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1831
  store float %v1717, float addrspace(1)* %v1835, align 4
  %v1836 = mul i64 4, %v1756
  %v1837 = add i64 %v1768, %v1836
  %v1838 = add i64 %v1755, 4
  %v1839 = icmp ult i64 %v1838, %v1757
  %v1840 = add i64 %v1837, 2
  %v1841 = add i64 %v1766, 2
  %v1842 = icmp ult i64 %v1841, %v1767
  %v1843 = and i1 %v1839, %v1842
  %v1844 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1840
  store float %v1718, float addrspace(1)* %v1844, align 4
  %v1845 = mul i64 4, %v1756
  %v1846 = add i64 %v1768, %v1845
  %v1847 = add i64 %v1755, 4
  %v1848 = icmp ult i64 %v1847, %v1757
  %v1849 = add i64 %v1846, 3
  %v1850 = add i64 %v1766, 3
  %v1851 = icmp ult i64 %v1850, %v1767
  %v1852 = and i1 %v1848, %v1851
  %v1853 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1849
  store float %v1719, float addrspace(1)* %v1853, align 4
  %v1854 = mul i64 4, %v1756
  %v1855 = add i64 %v1768, %v1854
  %v1856 = add i64 %v1755, 4
  %v1857 = icmp ult i64 %v1856, %v1757
  %v1858 = add i64 %v1855, 128
  %v1859 = add i64 %v1766, 128
  %v1860 = icmp ult i64 %v1859, %v1767
  %v1861 = and i1 %v1857, %v1860
  %v1862 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1858
  store float %v1720, float addrspace(1)* %v1862, align 4
  %v1863 = mul i64 4, %v1756
  %v1864 = add i64 %v1768, %v1863
  %v1865 = add i64 %v1755, 4
  %v1866 = icmp ult i64 %v1865, %v1757
  %v1867 = add i64 %v1864, 129
  %v1868 = add i64 %v1766, 129
  %v1869 = icmp ult i64 %v1868, %v1767
  %v1870 = and i1 %v1866, %v1869
  %v1871 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1867
  store float %v1721, float addrspace(1)* %v1871, align 4
  %v1872 = mul i64 4, %v1756
  %v1873 = add i64 %v1768, %v1872
  %v1874 = add i64 %v1755, 4
  %v1875 = icmp ult i64 %v1874, %v1757
  %v1876 = add i64 %v1873, 130
  %v1877 = add i64 %v1766, 130
  %v1878 = icmp ult i64 %v1877, %v1767
  %v1879 = and i1 %v1875, %v1878
  %v1880 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1876
  store float %v1722, float addrspace(1)* %v1880, align 4
  %v1881 = mul i64 4, %v1756
  %v1882 = add i64 %v1768, %v1881
  %v1883 = add i64 %v1755, 4
  %v1884 = icmp ult i64 %v1883, %v1757
  %v1885 = add i64 %v1882, 131
  %v1886 = add i64 %v1766, 131
  %v1887 = icmp ult i64 %v1886, %v1767
  %v1888 = and i1 %v1884, %v1887
  %v1889 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1885
  store float %v1723, float addrspace(1)* %v1889, align 4
  br label %st_done139
st_edge138:
  %v1890 = icmp ult i64 %v1755, %v1757
  %v1891 = icmp ult i64 %v1766, %v1767
  %v1892 = and i1 %v1890, %v1891
  %v1893 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1768
  br i1 %v1892, label %st140, label %join141
st_done139:
  %v2006 = add i64 %v728, 1
  br label %for39
st140:
  store float %v1708, float addrspace(1)* %v1893, align 4
  br label %join141
join141:
  %v1894 = icmp ult i64 %v1755, %v1757
  %v1895 = add i64 %v1768, 1
  %v1896 = add i64 %v1766, 1
  %v1897 = icmp ult i64 %v1896, %v1767
  %v1898 = and i1 %v1894, %v1897
  %v1899 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1895
  br i1 %v1898, label %st142, label %join143
st142:
  store float %v1709, float addrspace(1)* %v1899, align 4
  br label %join143
join143:
  %v1900 = icmp ult i64 %v1755, %v1757
  %v1901 = add i64 %v1768, 2
  %v1902 = add i64 %v1766, 2
  %v1903 = icmp ult i64 %v1902, %v1767
  %v1904 = and i1 %v1900, %v1903
  %v1905 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1901
  br i1 %v1904, label %st144, label %join145
st144:
  store float %v1710, float addrspace(1)* %v1905, align 4
  br label %join145
join145:
  %v1906 = icmp ult i64 %v1755, %v1757
  %v1907 = add i64 %v1768, 3
  %v1908 = add i64 %v1766, 3
  %v1909 = icmp ult i64 %v1908, %v1767
  %v1910 = and i1 %v1906, %v1909
  %v1911 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1907
  br i1 %v1910, label %st146, label %join147
st146:
  store float %v1711, float addrspace(1)* %v1911, align 4
  br label %join147
join147:
  %v1912 = icmp ult i64 %v1755, %v1757
  %v1913 = add i64 %v1768, 128
  %v1914 = add i64 %v1766, 128
  %v1915 = icmp ult i64 %v1914, %v1767
  %v1916 = and i1 %v1912, %v1915
  %v1917 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1913
  br i1 %v1916, label %st148, label %join149
st148:
  store float %v1712, float addrspace(1)* %v1917, align 4
  br label %join149
join149:
  %v1918 = icmp ult i64 %v1755, %v1757
  %v1919 = add i64 %v1768, 129
  %v1920 = add i64 %v1766, 129
  %v1921 = icmp ult i64 %v1920, %v1767
  %v1922 = and i1 %v1918, %v1921
  %v1923 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1919
  br i1 %v1922, label %st150, label %join151
st150:
  store float %v1713, float addrspace(1)* %v1923, align 4
  br label %join151
join151:
  %v1924 = icmp ult i64 %v1755, %v1757
  %v1925 = add i64 %v1768, 130
  %v1926 = add i64 %v1766, 130
  %v1927 = icmp ult i64 %v1926, %v1767
  %v1928 = and i1 %v1924, %v1927
  %v1929 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1925
  br i1 %v1928, label %st152, label %join153
st152:
  store float %v1714, float addrspace(1)* %v1929, align 4
  br label %join153
join153:
  %v1930 = icmp ult i64 %v1755, %v1757
  %v1931 = add i64 %v1768, 131
  %v1932 = add i64 %v1766, 131
  %v1933 = icmp ult i64 %v1932, %v1767
  %v1934 = and i1 %v1930, %v1933
  %v1935 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1931
  br i1 %v1934, label %st154, label %join155
st154:
  store float %v1715, float addrspace(1)* %v1935, align 4
  br label %join155
join155:
  %v1936 = mul i64 4, %v1756
  %v1937 = add i64 %v1768, %v1936
  %v1938 = add i64 %v1755, 4
  %v1939 = icmp ult i64 %v1938, %v1757
  %v1940 = icmp ult i64 %v1766, %v1767
  %v1941 = and i1 %v1939, %v1940
  %v1942 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1937
  br i1 %v1941, label %st156, label %join157
st156:
  store float %v1716, float addrspace(1)* %v1942, align 4
  br label %join157
join157:
  %v1943 = mul i64 4, %v1756
  %v1944 = add i64 %v1768, %v1943
  %v1945 = add i64 %v1755, 4
  %v1946 = icmp ult i64 %v1945, %v1757
  %v1947 = add i64 %v1944, 1
  %v1948 = add i64 %v1766, 1
  %v1949 = icmp ult i64 %v1948, %v1767
  %v1950 = and i1 %v1946, %v1949
  %v1951 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1947
  br i1 %v1950, label %st158, label %join159
st158:
  store float %v1717, float addrspace(1)* %v1951, align 4
  br label %join159
join159:
  %v1952 = mul i64 4, %v1756
  %v1953 = add i64 %v1768, %v1952
  %v1954 = add i64 %v1755, 4
  %v1955 = icmp ult i64 %v1954, %v1757
  %v1956 = add i64 %v1953, 2
  %v1957 = add i64 %v1766, 2
  %v1958 = icmp ult i64 %v1957, %v1767
  %v1959 = and i1 %v1955, %v1958
  %v1960 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1956
  br i1 %v1959, label %st160, label %join161
st160:
  store float %v1718, float addrspace(1)* %v1960, align 4
  br label %join161
join161:
  %v1961 = mul i64 4, %v1756
  %v1962 = add i64 %v1768, %v1961
  %v1963 = add i64 %v1755, 4
  %v1964 = icmp ult i64 %v1963, %v1757
  %v1965 = add i64 %v1962, 3
  %v1966 = add i64 %v1766, 3
  %v1967 = icmp ult i64 %v1966, %v1767
  %v1968 = and i1 %v1964, %v1967
  %v1969 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1965
  br i1 %v1968, label %st162, label %join163
st162:
  store float %v1719, float addrspace(1)* %v1969, align 4
  br label %join163
join163:
  %v1970 = mul i64 4, %v1756
  %v1971 = add i64 %v1768, %v1970
  %v1972 = add i64 %v1755, 4
  %v1973 = icmp ult i64 %v1972, %v1757
  %v1974 = add i64 %v1971, 128
  %v1975 = add i64 %v1766, 128
  %v1976 = icmp ult i64 %v1975, %v1767
  %v1977 = and i1 %v1973, %v1976
  %v1978 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1974
  br i1 %v1977, label %st164, label %join165
st164:
  store float %v1720, float addrspace(1)* %v1978, align 4
  br label %join165
join165:
  %v1979 = mul i64 4, %v1756
  %v1980 = add i64 %v1768, %v1979
  %v1981 = add i64 %v1755, 4
  %v1982 = icmp ult i64 %v1981, %v1757
  %v1983 = add i64 %v1980, 129
  %v1984 = add i64 %v1766, 129
  %v1985 = icmp ult i64 %v1984, %v1767
  %v1986 = and i1 %v1982, %v1985
  %v1987 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1983
  br i1 %v1986, label %st166, label %join167
st166:
  store float %v1721, float addrspace(1)* %v1987, align 4
  br label %join167
join167:
  %v1988 = mul i64 4, %v1756
  %v1989 = add i64 %v1768, %v1988
  %v1990 = add i64 %v1755, 4
  %v1991 = icmp ult i64 %v1990, %v1757
  %v1992 = add i64 %v1989, 130
  %v1993 = add i64 %v1766, 130
  %v1994 = icmp ult i64 %v1993, %v1767
  %v1995 = and i1 %v1991, %v1994
  %v1996 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1992
  br i1 %v1995, label %st168, label %join169
st168:
  store float %v1722, float addrspace(1)* %v1996, align 4
  br label %join169
join169:
  %v1997 = mul i64 4, %v1756
  %v1998 = add i64 %v1768, %v1997
  %v1999 = add i64 %v1755, 4
  %v2000 = icmp ult i64 %v1999, %v1757
  %v2001 = add i64 %v1998, 131
  %v2002 = add i64 %v1766, 131
  %v2003 = icmp ult i64 %v2002, %v1767
  %v2004 = and i1 %v2000, %v2003
  %v2005 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2001
  br i1 %v2004, label %st170, label %join171
st170:
  store float %v1723, float addrspace(1)* %v2005, align 4
  br label %join171
join171:
  br label %st_done139
}

declare float @__nv_rsqrtf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"maxntidx", i32 128}
!2 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"minctasm", i32 4}
!nvvmir.version = !{!3}
!3 = !{i32 2, i32 0}

; kernel layernorm_looped [eps=1e-5, BM=1, BN=1024, OCC=4, TMA=1, STATIC=0, W=0]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @layernorm_looped(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias readonly %p8, i32 %p9, i32 %p10, half addrspace(1)* noalias %p11, i32 %p12, i32 %p13, i32 %p14, i32 %p15) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = icmp eq i32 1024, 0
  %v6 = select i1 %v5, i32 1, i32 1024
  %v7 = icmp eq i32 1024, -1
  %v8 = select i1 %v7, i32 1, i32 %v6
  %v9 = sdiv i32 %p2, %v8
  %v10 = sub i32 0, %v9
  %v11 = select i1 %v7, i32 %v10, i32 %v9
  %v12 = srem i32 %p2, %v8
  %v13 = select i1 %v7, i32 0, i32 %v12
  %v14 = icmp ne i32 %v13, 0
  %v15 = xor i32 %v13, 1024
  %v16 = icmp sge i32 %v15, 0
  %v17 = and i1 %v14, %v16
  %v18 = add i32 %v11, 1
  %v19 = select i1 %v17, i32 %v18, i32 %v11
  %v20 = select i1 %v5, i32 0, i32 %v19
  %v21 = sext i32 %v20 to i64
  br label %for1
for1:
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v359, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v430, %ld_done6 ]
  %v24 = phi i64 [ 0, %entry0 ], [ %v431, %ld_done6 ]
  %v25 = icmp slt i64 %v24, %v21
  %v26 = icmp sgt i64 %v24, %v21
  %v27 = icmp sgt i64 1, 0
  %v28 = select i1 %v27, i1 %v25, i1 %v26
  br i1 %v28, label %body2, label %endfor3
body2:
  %v29 = trunc i64 %v24 to i32
  %v30 = and i32 %v2, 1
  %v31 = shl i32 %v30, 3
  %v32 = lshr i32 %v2, 1
  %v33 = and i32 %v32, 1
  %v34 = shl i32 %v33, 4
  %v35 = or i32 %v31, %v34
  %v36 = lshr i32 %v2, 2
  %v37 = and i32 %v36, 1
  %v38 = shl i32 %v37, 5
  %v39 = or i32 %v35, %v38
  %v40 = lshr i32 %v2, 3
  %v41 = and i32 %v40, 1
  %v42 = shl i32 %v41, 6
  %v43 = or i32 %v39, %v42
  %v44 = lshr i32 %v2, 4
  %v45 = and i32 %v44, 1
  %v46 = shl i32 %v45, 7
  %v47 = or i32 %v43, %v46
  %v48 = and i32 %v3, 1
  %v49 = shl i32 %v48, 8
  %v50 = or i32 %v47, %v49
  %v51 = lshr i32 %v3, 1
  %v52 = and i32 %v51, 1
  %v53 = shl i32 %v52, 9
  %v54 = or i32 %v50, %v53
  %v55 = lshr i32 %v54, 10
  %v56 = and i32 %v54, 1023
  %v57 = sext i32 %v4 to i64
  %v58 = sext i32 %p3 to i64
  %v59 = zext i32 %p1 to i64
  %v60 = mul i64 %v57, %v58
  %v61 = add i64 %v57, 1
  %v62 = icmp sle i64 %v61, %v59
  %v63 = icmp sge i64 %v57, 0
  %v64 = and i1 %v62, %v63
  %v65 = sext i32 %v29 to i64
  %v66 = mul i64 %v65, 1024
  %v67 = zext i32 %v56 to i64
  %v68 = add i64 %v66, %v67
  %v69 = zext i32 %p2 to i64
  %v70 = add i64 %v60, %v68
  %v71 = add i64 %v66, 1024
  %v72 = icmp sle i64 %v71, %v69
  %v73 = icmp sge i64 %v65, 0
  %v74 = and i1 %v72, %v73
  %v75 = and i1 %v64, %v74
  br i1 %v75, label %ld_full4, label %ld_edge5
endfor3:
  %v432 = sitofp i32 %p2 to float
  %v433 = fdiv float %v23, %v432
  %v434 = fadd float %v433, 0x3EE4F8B580000000
  %v435 = call float @__nv_rsqrtf(float %v434)
  %v436 = sext i32 %v20 to i64
  br label %for9
ld_full4:
  %v76 = icmp ult i64 %v57, %v59
  %v77 = icmp ult i64 %v68, %v69
  %v78 = and i1 %v76, %v77
  %v79 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v70
  %v80 = bitcast half addrspace(1)* %v79 to <4 x i32> addrspace(1)*
  %v81 = load <4 x i32>, <4 x i32> addrspace(1)* %v80, align 16
  %v82 = extractelement <4 x i32> %v81, i32 0
  %v83 = trunc i32 %v82 to i16
  %v84 = bitcast i16 %v83 to half
  %v85 = fpext half %v84 to float
  %v86 = extractelement <4 x i32> %v81, i32 0
  %v87 = lshr i32 %v86, 16
  %v88 = trunc i32 %v87 to i16
  %v89 = bitcast i16 %v88 to half
  %v90 = fpext half %v89 to float
  %v91 = extractelement <4 x i32> %v81, i32 1
  %v92 = trunc i32 %v91 to i16
  %v93 = bitcast i16 %v92 to half
  %v94 = fpext half %v93 to float
  %v95 = extractelement <4 x i32> %v81, i32 1
  %v96 = lshr i32 %v95, 16
  %v97 = trunc i32 %v96 to i16
  %v98 = bitcast i16 %v97 to half
  %v99 = fpext half %v98 to float
  %v100 = extractelement <4 x i32> %v81, i32 2
  %v101 = trunc i32 %v100 to i16
  %v102 = bitcast i16 %v101 to half
  %v103 = fpext half %v102 to float
  %v104 = extractelement <4 x i32> %v81, i32 2
  %v105 = lshr i32 %v104, 16
  %v106 = trunc i32 %v105 to i16
  %v107 = bitcast i16 %v106 to half
  %v108 = fpext half %v107 to float
  %v109 = extractelement <4 x i32> %v81, i32 3
  %v110 = trunc i32 %v109 to i16
  %v111 = bitcast i16 %v110 to half
  %v112 = fpext half %v111 to float
  %v113 = extractelement <4 x i32> %v81, i32 3
  %v114 = lshr i32 %v113, 16
  %v115 = trunc i32 %v114 to i16
  %v116 = bitcast i16 %v115 to half
  %v117 = fpext half %v116 to float
  br label %ld_done6
ld_edge5:
  %v118 = icmp ult i64 %v57, %v59
  %v119 = icmp ult i64 %v68, %v69
  %v120 = and i1 %v118, %v119
  %v121 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v70
  %v122 = bitcast half addrspace(1)* %v121 to <4 x i32> addrspace(1)*
  br i1 %v120, label %ld7, label %ld_next8
ld_done6:
  %v168 = phi float [ %v85, %ld_full4 ], [ %v160, %ld_next8 ]
  %v169 = phi float [ %v90, %ld_full4 ], [ %v161, %ld_next8 ]
  %v170 = phi float [ %v94, %ld_full4 ], [ %v162, %ld_next8 ]
  %v171 = phi float [ %v99, %ld_full4 ], [ %v163, %ld_next8 ]
  %v172 = phi float [ %v103, %ld_full4 ], [ %v164, %ld_next8 ]
  %v173 = phi float [ %v108, %ld_full4 ], [ %v165, %ld_next8 ]
  %v174 = phi float [ %v112, %ld_full4 ], [ %v166, %ld_next8 ]
  %v175 = phi float [ %v117, %ld_full4 ], [ %v167, %ld_next8 ]
  %v176 = mul i32 %v29, 1024
  %v177 = sitofp i32 %v176 to float
  %v178 = fmul float %v177, 0x3FF0000000000000
  %v179 = mul i32 %v29, 1024
  %v180 = sub i32 %p2, %v179
  %v181 = icmp slt i32 %v180, 1024
  %v182 = select i1 %v181, i32 %v180, i32 1024
  %v183 = sitofp i32 %v182 to float
  %v184 = fmul float %v183, 0x3FF0000000000000
  %v185 = fadd float %v168, %v169
  %v186 = fadd float %v185, %v170
  %v187 = fadd float %v186, %v171
  %v188 = fadd float %v187, %v172
  %v189 = fadd float %v188, %v173
  %v190 = fadd float %v189, %v174
  %v191 = fadd float %v190, %v175
  %v192 = bitcast float %v191 to i32
  %v193 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v192, i32 1, i32 31)
  %v194 = bitcast i32 %v193 to float
  %v195 = fadd float %v191, %v194
  %v196 = bitcast float %v195 to i32
  %v197 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v196, i32 2, i32 31)
  %v198 = bitcast i32 %v197 to float
  %v199 = fadd float %v195, %v198
  %v200 = bitcast float %v199 to i32
  %v201 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v200, i32 4, i32 31)
  %v202 = bitcast i32 %v201 to float
  %v203 = fadd float %v199, %v202
  %v204 = bitcast float %v203 to i32
  %v205 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v204, i32 8, i32 31)
  %v206 = bitcast i32 %v205 to float
  %v207 = fadd float %v203, %v206
  %v208 = bitcast float %v207 to i32
  %v209 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v208, i32 16, i32 31)
  %v210 = bitcast i32 %v209 to float
  %v211 = fadd float %v207, %v210
  call void @llvm.nvvm.barrier0()
  %v212 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v213 = getelementptr inbounds float, float addrspace(3)* %v212, i32 %v1
  store float %v211, float addrspace(3)* %v213, align 4
  call void @llvm.nvvm.barrier0()
  %v214 = and i32 %v3, -4
  %v215 = shl i32 %v214, 5
  %v216 = or i32 %v215, %v2
  %v217 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v218 = getelementptr inbounds float, float addrspace(3)* %v217, i32 %v216
  %v219 = load float, float addrspace(3)* %v218, align 4
  %v220 = or i32 %v214, 1
  %v221 = shl i32 %v220, 5
  %v222 = or i32 %v221, %v2
  %v223 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v224 = getelementptr inbounds float, float addrspace(3)* %v223, i32 %v222
  %v225 = load float, float addrspace(3)* %v224, align 4
  %v226 = fadd float %v219, %v225
  %v227 = or i32 %v214, 2
  %v228 = shl i32 %v227, 5
  %v229 = or i32 %v228, %v2
  %v230 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v231 = getelementptr inbounds float, float addrspace(3)* %v230, i32 %v229
  %v232 = load float, float addrspace(3)* %v231, align 4
  %v233 = fadd float %v226, %v232
  %v234 = or i32 %v214, 3
  %v235 = shl i32 %v234, 5
  %v236 = or i32 %v235, %v2
  %v237 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v238 = getelementptr inbounds float, float addrspace(3)* %v237, i32 %v236
  %v239 = load float, float addrspace(3)* %v238, align 4
  %v240 = fadd float %v233, %v239
  %v241 = fdiv float %v240, %v184
  %v242 = mul i32 %v29, 1024
  %v243 = and i32 %v2, 1
  %v244 = shl i32 %v243, 2
  %v245 = lshr i32 %v2, 1
  %v246 = and i32 %v245, 1
  %v247 = shl i32 %v246, 3
  %v248 = or i32 %v244, %v247
  %v249 = lshr i32 %v2, 2
  %v250 = and i32 %v249, 1
  %v251 = shl i32 %v250, 4
  %v252 = or i32 %v248, %v251
  %v253 = lshr i32 %v2, 3
  %v254 = and i32 %v253, 1
  %v255 = shl i32 %v254, 5
  %v256 = or i32 %v252, %v255
  %v257 = lshr i32 %v2, 4
  %v258 = and i32 %v257, 1
  %v259 = shl i32 %v258, 6
  %v260 = or i32 %v256, %v259
  %v261 = and i32 %v3, 1
  %v262 = shl i32 %v261, 7
  %v263 = or i32 %v260, %v262
  %v264 = lshr i32 %v3, 1
  %v265 = and i32 %v264, 1
  %v266 = shl i32 %v265, 8
  %v267 = or i32 %v263, %v266
  %v268 = or i32 %v267, 1
  %v269 = or i32 %v267, 2
  %v270 = or i32 %v267, 3
  %v271 = or i32 %v267, 512
  %v272 = or i32 %v267, 513
  %v273 = or i32 %v267, 514
  %v274 = or i32 %v267, 515
  %v275 = add i32 %v242, %v267
  %v276 = add i32 %v242, %v268
  %v277 = add i32 %v242, %v269
  %v278 = add i32 %v242, %v270
  %v279 = add i32 %v242, %v271
  %v280 = add i32 %v242, %v272
  %v281 = add i32 %v242, %v273
  %v282 = add i32 %v242, %v274
  %v283 = icmp slt i32 %v275, %p2
  %v284 = icmp slt i32 %v276, %p2
  %v285 = icmp slt i32 %v277, %p2
  %v286 = icmp slt i32 %v278, %p2
  %v287 = icmp slt i32 %v279, %p2
  %v288 = icmp slt i32 %v280, %p2
  %v289 = icmp slt i32 %v281, %p2
  %v290 = icmp slt i32 %v282, %p2
  %v291 = fsub float %v168, %v241
  %v292 = fsub float %v169, %v241
  %v293 = fsub float %v170, %v241
  %v294 = fsub float %v171, %v241
  %v295 = fsub float %v172, %v241
  %v296 = fsub float %v173, %v241
  %v297 = fsub float %v174, %v241
  %v298 = fsub float %v175, %v241
  %v299 = and i32 %v2, 1
  %v300 = shl i32 %v299, 3
  %v301 = lshr i32 %v2, 1
  %v302 = and i32 %v301, 1
  %v303 = shl i32 %v302, 4
  %v304 = or i32 %v300, %v303
  %v305 = lshr i32 %v2, 2
  %v306 = and i32 %v305, 1
  %v307 = shl i32 %v306, 5
  %v308 = or i32 %v304, %v307
  %v309 = lshr i32 %v2, 3
  %v310 = and i32 %v309, 1
  %v311 = shl i32 %v310, 6
  %v312 = or i32 %v308, %v311
  %v313 = lshr i32 %v2, 4
  %v314 = and i32 %v313, 1
  %v315 = shl i32 %v314, 7
  %v316 = or i32 %v312, %v315
  %v317 = and i32 %v3, 1
  %v318 = shl i32 %v317, 8
  %v319 = or i32 %v316, %v318
  %v320 = lshr i32 %v3, 1
  %v321 = and i32 %v320, 1
  %v322 = shl i32 %v321, 9
  %v323 = or i32 %v319, %v322
  %v324 = or i32 %v323, 1
  %v325 = or i32 %v323, 2
  %v326 = or i32 %v323, 3
  %v327 = or i32 %v323, 4
  %v328 = or i32 %v323, 5
  %v329 = or i32 %v323, 6
  %v330 = or i32 %v323, 7
  %v331 = add i32 %v242, %v323
  %v332 = add i32 %v242, %v324
  %v333 = add i32 %v242, %v325
  %v334 = add i32 %v242, %v326
  %v335 = add i32 %v242, %v327
  %v336 = add i32 %v242, %v328
  %v337 = add i32 %v242, %v329
  %v338 = add i32 %v242, %v330
  %v339 = icmp slt i32 %v331, %p2
  %v340 = icmp slt i32 %v332, %p2
  %v341 = icmp slt i32 %v333, %p2
  %v342 = icmp slt i32 %v334, %p2
  %v343 = icmp slt i32 %v335, %p2
  %v344 = icmp slt i32 %v336, %p2
  %v345 = icmp slt i32 %v337, %p2
  %v346 = icmp slt i32 %v338, %p2
  %v347 = select i1 %v339, float %v291, float 0x0000000000000000
  %v348 = select i1 %v340, float %v292, float 0x0000000000000000
  %v349 = select i1 %v341, float %v293, float 0x0000000000000000
  %v350 = select i1 %v342, float %v294, float 0x0000000000000000
  %v351 = select i1 %v343, float %v295, float 0x0000000000000000
  %v352 = select i1 %v344, float %v296, float 0x0000000000000000
  %v353 = select i1 %v345, float %v297, float 0x0000000000000000
  %v354 = select i1 %v346, float %v298, float 0x0000000000000000
  %v355 = fsub float %v241, %v22
  %v356 = fadd float %v178, %v184
  %v357 = fdiv float %v184, %v356
  %v358 = fmul float %v355, %v357
  %v359 = fadd float %v22, %v358
  %v360 = fmul float %v347, %v347
  %v361 = fmul float %v348, %v348
  %v362 = fmul float %v349, %v349
  %v363 = fmul float %v350, %v350
  %v364 = fmul float %v351, %v351
  %v365 = fmul float %v352, %v352
  %v366 = fmul float %v353, %v353
  %v367 = fmul float %v354, %v354
  %v368 = fadd float %v360, %v361
  %v369 = fadd float %v368, %v362
  %v370 = fadd float %v369, %v363
  %v371 = fadd float %v370, %v364
  %v372 = fadd float %v371, %v365
  %v373 = fadd float %v372, %v366
  %v374 = fadd float %v373, %v367
  %v375 = bitcast float %v374 to i32
  %v376 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v375, i32 1, i32 31)
  %v377 = bitcast i32 %v376 to float
  %v378 = fadd float %v374, %v377
  %v379 = bitcast float %v378 to i32
  %v380 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v379, i32 2, i32 31)
  %v381 = bitcast i32 %v380 to float
  %v382 = fadd float %v378, %v381
  %v383 = bitcast float %v382 to i32
  %v384 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v383, i32 4, i32 31)
  %v385 = bitcast i32 %v384 to float
  %v386 = fadd float %v382, %v385
  %v387 = bitcast float %v386 to i32
  %v388 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v387, i32 8, i32 31)
  %v389 = bitcast i32 %v388 to float
  %v390 = fadd float %v386, %v389
  %v391 = bitcast float %v390 to i32
  %v392 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v391, i32 16, i32 31)
  %v393 = bitcast i32 %v392 to float
  %v394 = fadd float %v390, %v393
  call void @llvm.nvvm.barrier0()
  %v395 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v396 = getelementptr inbounds float, float addrspace(3)* %v395, i32 %v1
  store float %v394, float addrspace(3)* %v396, align 4
  call void @llvm.nvvm.barrier0()
  %v397 = and i32 %v3, -4
  %v398 = shl i32 %v397, 5
  %v399 = or i32 %v398, %v2
  %v400 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v401 = getelementptr inbounds float, float addrspace(3)* %v400, i32 %v399
  %v402 = load float, float addrspace(3)* %v401, align 4
  %v403 = or i32 %v397, 1
  %v404 = shl i32 %v403, 5
  %v405 = or i32 %v404, %v2
  %v406 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v407 = getelementptr inbounds float, float addrspace(3)* %v406, i32 %v405
  %v408 = load float, float addrspace(3)* %v407, align 4
  %v409 = fadd float %v402, %v408
  %v410 = or i32 %v397, 2
  %v411 = shl i32 %v410, 5
  %v412 = or i32 %v411, %v2
  %v413 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v414 = getelementptr inbounds float, float addrspace(3)* %v413, i32 %v412
  %v415 = load float, float addrspace(3)* %v414, align 4
  %v416 = fadd float %v409, %v415
  %v417 = or i32 %v397, 3
  %v418 = shl i32 %v417, 5
  %v419 = or i32 %v418, %v2
  %v420 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v421 = getelementptr inbounds float, float addrspace(3)* %v420, i32 %v419
  %v422 = load float, float addrspace(3)* %v421, align 4
  %v423 = fadd float %v416, %v422
  %v424 = fadd float %v23, %v423
  %v425 = fmul float %v355, %v355
  %v426 = fmul float %v178, %v184
  %v427 = fadd float %v178, %v184
  %v428 = fdiv float %v426, %v427
  %v429 = fmul float %v425, %v428
  %v430 = fadd float %v424, %v429
  %v431 = add i64 %v24, 1
  br label %for1
ld7:
  %v123 = load <4 x i32>, <4 x i32> addrspace(1)* %v122, align 16
  %v124 = extractelement <4 x i32> %v123, i32 0
  %v125 = trunc i32 %v124 to i16
  %v126 = bitcast i16 %v125 to half
  %v127 = fpext half %v126 to float
  %v128 = extractelement <4 x i32> %v123, i32 0
  %v129 = lshr i32 %v128, 16
  %v130 = trunc i32 %v129 to i16
  %v131 = bitcast i16 %v130 to half
  %v132 = fpext half %v131 to float
  %v133 = extractelement <4 x i32> %v123, i32 1
  %v134 = trunc i32 %v133 to i16
  %v135 = bitcast i16 %v134 to half
  %v136 = fpext half %v135 to float
  %v137 = extractelement <4 x i32> %v123, i32 1
  %v138 = lshr i32 %v137, 16
  %v139 = trunc i32 %v138 to i16
  %v140 = bitcast i16 %v139 to half
  %v141 = fpext half %v140 to float
  %v142 = extractelement <4 x i32> %v123, i32 2
  %v143 = trunc i32 %v142 to i16
  %v144 = bitcast i16 %v143 to half
  %v145 = fpext half %v144 to float
  %v146 = extractelement <4 x i32> %v123, i32 2
  %v147 = lshr i32 %v146, 16
  %v148 = trunc i32 %v147 to i16
  %v149 = bitcast i16 %v148 to half
  %v150 = fpext half %v149 to float
  %v151 = extractelement <4 x i32> %v123, i32 3
  %v152 = trunc i32 %v151 to i16
  %v153 = bitcast i16 %v152 to half
  %v154 = fpext half %v153 to float
  %v155 = extractelement <4 x i32> %v123, i32 3
  %v156 = lshr i32 %v155, 16
  %v157 = trunc i32 %v156 to i16
  %v158 = bitcast i16 %v157 to half
  %v159 = fpext half %v158 to float
  br label %ld_next8
ld_next8:
  %v160 = phi float [ %v127, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v161 = phi float [ %v132, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v162 = phi float [ %v136, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v163 = phi float [ %v141, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v164 = phi float [ %v145, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v165 = phi float [ %v150, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v166 = phi float [ %v154, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v167 = phi float [ %v159, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  br label %ld_done6
for9:
  %v437 = phi i64 [ 0, %endfor3 ], [ %v1147, %st_done33 ]
  %v438 = icmp slt i64 %v437, %v436
  %v439 = icmp sgt i64 %v437, %v436
  %v440 = icmp sgt i64 1, 0
  %v441 = select i1 %v440, i1 %v438, i1 %v439
  br i1 %v441, label %body10, label %endfor11
body10:
  %v442 = trunc i64 %v437 to i32
  %v443 = and i32 %v2, 1
  %v444 = shl i32 %v443, 3
  %v445 = lshr i32 %v2, 1
  %v446 = and i32 %v445, 1
  %v447 = shl i32 %v446, 4
  %v448 = or i32 %v444, %v447
  %v449 = lshr i32 %v2, 2
  %v450 = and i32 %v449, 1
  %v451 = shl i32 %v450, 5
  %v452 = or i32 %v448, %v451
  %v453 = lshr i32 %v2, 3
  %v454 = and i32 %v453, 1
  %v455 = shl i32 %v454, 6
  %v456 = or i32 %v452, %v455
  %v457 = lshr i32 %v2, 4
  %v458 = and i32 %v457, 1
  %v459 = shl i32 %v458, 7
  %v460 = or i32 %v456, %v459
  %v461 = and i32 %v3, 1
  %v462 = shl i32 %v461, 8
  %v463 = or i32 %v460, %v462
  %v464 = lshr i32 %v3, 1
  %v465 = and i32 %v464, 1
  %v466 = shl i32 %v465, 9
  %v467 = or i32 %v463, %v466
  %v468 = lshr i32 %v467, 10
  %v469 = and i32 %v467, 1023
  %v470 = sext i32 %v4 to i64
  %v471 = sext i32 %p3 to i64
  %v472 = zext i32 %p1 to i64
  %v473 = mul i64 %v470, %v471
  %v474 = add i64 %v470, 1
  %v475 = icmp sle i64 %v474, %v472
  %v476 = icmp sge i64 %v470, 0
  %v477 = and i1 %v475, %v476
  %v478 = sext i32 %v442 to i64
  %v479 = mul i64 %v478, 1024
  %v480 = zext i32 %v469 to i64
  %v481 = add i64 %v479, %v480
  %v482 = zext i32 %p2 to i64
  %v483 = add i64 %v473, %v481
  %v484 = add i64 %v479, 1024
  %v485 = icmp sle i64 %v484, %v482
  %v486 = icmp sge i64 %v478, 0
  %v487 = and i1 %v485, %v486
  %v488 = and i1 %v477, %v487
  br i1 %v488, label %ld_full12, label %ld_edge13
endfor11:
  ret void
ld_full12:
  %v489 = icmp ult i64 %v470, %v472
  %v490 = icmp ult i64 %v481, %v482
  %v491 = and i1 %v489, %v490
  %v492 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v483
  %v493 = bitcast half addrspace(1)* %v492 to <4 x i32> addrspace(1)*
  %v494 = load <4 x i32>, <4 x i32> addrspace(1)* %v493, align 16
  %v495 = extractelement <4 x i32> %v494, i32 0
  %v496 = trunc i32 %v495 to i16
  %v497 = bitcast i16 %v496 to half
  %v498 = fpext half %v497 to float
  %v499 = extractelement <4 x i32> %v494, i32 0
  %v500 = lshr i32 %v499, 16
  %v501 = trunc i32 %v500 to i16
  %v502 = bitcast i16 %v501 to half
  %v503 = fpext half %v502 to float
  %v504 = extractelement <4 x i32> %v494, i32 1
  %v505 = trunc i32 %v504 to i16
  %v506 = bitcast i16 %v505 to half
  %v507 = fpext half %v506 to float
  %v508 = extractelement <4 x i32> %v494, i32 1
  %v509 = lshr i32 %v508, 16
  %v510 = trunc i32 %v509 to i16
  %v511 = bitcast i16 %v510 to half
  %v512 = fpext half %v511 to float
  %v513 = extractelement <4 x i32> %v494, i32 2
  %v514 = trunc i32 %v513 to i16
  %v515 = bitcast i16 %v514 to half
  %v516 = fpext half %v515 to float
  %v517 = extractelement <4 x i32> %v494, i32 2
  %v518 = lshr i32 %v517, 16
  %v519 = trunc i32 %v518 to i16
  %v520 = bitcast i16 %v519 to half
  %v521 = fpext half %v520 to float
  %v522 = extractelement <4 x i32> %v494, i32 3
  %v523 = trunc i32 %v522 to i16
  %v524 = bitcast i16 %v523 to half
  %v525 = fpext half %v524 to float
  %v526 = extractelement <4 x i32> %v494, i32 3
  %v527 = lshr i32 %v526, 16
  %v528 = trunc i32 %v527 to i16
  %v529 = bitcast i16 %v528 to half
  %v530 = fpext half %v529 to float
  br label %ld_done14
ld_edge13:
  %v531 = icmp ult i64 %v470, %v472
  %v532 = icmp ult i64 %v481, %v482
  %v533 = and i1 %v531, %v532
  %v534 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v483
  %v535 = bitcast half addrspace(1)* %v534 to <4 x i32> addrspace(1)*
  br i1 %v533, label %ld15, label %ld_next16
ld_done14:
  %v581 = phi float [ %v498, %ld_full12 ], [ %v573, %ld_next16 ]
  %v582 = phi float [ %v503, %ld_full12 ], [ %v574, %ld_next16 ]
  %v583 = phi float [ %v507, %ld_full12 ], [ %v575, %ld_next16 ]
  %v584 = phi float [ %v512, %ld_full12 ], [ %v576, %ld_next16 ]
  %v585 = phi float [ %v516, %ld_full12 ], [ %v577, %ld_next16 ]
  %v586 = phi float [ %v521, %ld_full12 ], [ %v578, %ld_next16 ]
  %v587 = phi float [ %v525, %ld_full12 ], [ %v579, %ld_next16 ]
  %v588 = phi float [ %v530, %ld_full12 ], [ %v580, %ld_next16 ]
  %v589 = and i32 %v2, 1
  %v590 = shl i32 %v589, 2
  %v591 = lshr i32 %v2, 1
  %v592 = and i32 %v591, 1
  %v593 = shl i32 %v592, 3
  %v594 = or i32 %v590, %v593
  %v595 = lshr i32 %v2, 2
  %v596 = and i32 %v595, 1
  %v597 = shl i32 %v596, 4
  %v598 = or i32 %v594, %v597
  %v599 = lshr i32 %v2, 3
  %v600 = and i32 %v599, 1
  %v601 = shl i32 %v600, 5
  %v602 = or i32 %v598, %v601
  %v603 = lshr i32 %v2, 4
  %v604 = and i32 %v603, 1
  %v605 = shl i32 %v604, 6
  %v606 = or i32 %v602, %v605
  %v607 = and i32 %v3, 1
  %v608 = shl i32 %v607, 7
  %v609 = or i32 %v606, %v608
  %v610 = lshr i32 %v3, 1
  %v611 = and i32 %v610, 1
  %v612 = shl i32 %v611, 8
  %v613 = or i32 %v609, %v612
  %v614 = and i32 %v613, 1023
  %v615 = sext i32 %v442 to i64
  %v616 = mul i64 %v615, 1024
  %v617 = zext i32 %v614 to i64
  %v618 = add i64 %v616, %v617
  %v619 = zext i32 %p6 to i64
  %v620 = add i64 %v616, 1024
  %v621 = icmp sle i64 %v620, %v619
  %v622 = icmp sge i64 %v615, 0
  %v623 = and i1 %v621, %v622
  br i1 %v623, label %ld_full17, label %ld_edge18
ld15:
  %v536 = load <4 x i32>, <4 x i32> addrspace(1)* %v535, align 16
  %v537 = extractelement <4 x i32> %v536, i32 0
  %v538 = trunc i32 %v537 to i16
  %v539 = bitcast i16 %v538 to half
  %v540 = fpext half %v539 to float
  %v541 = extractelement <4 x i32> %v536, i32 0
  %v542 = lshr i32 %v541, 16
  %v543 = trunc i32 %v542 to i16
  %v544 = bitcast i16 %v543 to half
  %v545 = fpext half %v544 to float
  %v546 = extractelement <4 x i32> %v536, i32 1
  %v547 = trunc i32 %v546 to i16
  %v548 = bitcast i16 %v547 to half
  %v549 = fpext half %v548 to float
  %v550 = extractelement <4 x i32> %v536, i32 1
  %v551 = lshr i32 %v550, 16
  %v552 = trunc i32 %v551 to i16
  %v553 = bitcast i16 %v552 to half
  %v554 = fpext half %v553 to float
  %v555 = extractelement <4 x i32> %v536, i32 2
  %v556 = trunc i32 %v555 to i16
  %v557 = bitcast i16 %v556 to half
  %v558 = fpext half %v557 to float
  %v559 = extractelement <4 x i32> %v536, i32 2
  %v560 = lshr i32 %v559, 16
  %v561 = trunc i32 %v560 to i16
  %v562 = bitcast i16 %v561 to half
  %v563 = fpext half %v562 to float
  %v564 = extractelement <4 x i32> %v536, i32 3
  %v565 = trunc i32 %v564 to i16
  %v566 = bitcast i16 %v565 to half
  %v567 = fpext half %v566 to float
  %v568 = extractelement <4 x i32> %v536, i32 3
  %v569 = lshr i32 %v568, 16
  %v570 = trunc i32 %v569 to i16
  %v571 = bitcast i16 %v570 to half
  %v572 = fpext half %v571 to float
  br label %ld_next16
ld_next16:
  %v573 = phi float [ %v540, %ld15 ], [ 0x0000000000000000, %ld_edge13 ]
  %v574 = phi float [ %v545, %ld15 ], [ 0x0000000000000000, %ld_edge13 ]
  %v575 = phi float [ %v549, %ld15 ], [ 0x0000000000000000, %ld_edge13 ]
  %v576 = phi float [ %v554, %ld15 ], [ 0x0000000000000000, %ld_edge13 ]
  %v577 = phi float [ %v558, %ld15 ], [ 0x0000000000000000, %ld_edge13 ]
  %v578 = phi float [ %v563, %ld15 ], [ 0x0000000000000000, %ld_edge13 ]
  %v579 = phi float [ %v567, %ld15 ], [ 0x0000000000000000, %ld_edge13 ]
  %v580 = phi float [ %v572, %ld15 ], [ 0x0000000000000000, %ld_edge13 ]
  br label %ld_done14
ld_full17:
  %v624 = icmp ult i64 %v618, %v619
  %v625 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v618
  %v626 = bitcast float addrspace(1)* %v625 to <4 x float> addrspace(1)*
  %v627 = load <4 x float>, <4 x float> addrspace(1)* %v626, align 16
  %v628 = extractelement <4 x float> %v627, i32 0
  %v629 = extractelement <4 x float> %v627, i32 1
  %v630 = extractelement <4 x float> %v627, i32 2
  %v631 = extractelement <4 x float> %v627, i32 3
  %v632 = add i64 %v618, 512
  %v633 = add i64 %v618, 512
  %v634 = icmp ult i64 %v633, %v619
  %v635 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v632
  %v636 = bitcast float addrspace(1)* %v635 to <4 x float> addrspace(1)*
  %v637 = load <4 x float>, <4 x float> addrspace(1)* %v636, align 16
  %v638 = extractelement <4 x float> %v637, i32 0
  %v639 = extractelement <4 x float> %v637, i32 1
  %v640 = extractelement <4 x float> %v637, i32 2
  %v641 = extractelement <4 x float> %v637, i32 3
  br label %ld_done19
ld_edge18:
  %v642 = icmp ult i64 %v618, %v619
  %v643 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v618
  %v644 = bitcast float addrspace(1)* %v643 to <4 x float> addrspace(1)*
  br i1 %v642, label %ld20, label %ld_next21
ld_done19:
  %v668 = phi float [ %v628, %ld_full17 ], [ %v650, %ld_next23 ]
  %v669 = phi float [ %v629, %ld_full17 ], [ %v651, %ld_next23 ]
  %v670 = phi float [ %v630, %ld_full17 ], [ %v652, %ld_next23 ]
  %v671 = phi float [ %v631, %ld_full17 ], [ %v653, %ld_next23 ]
  %v672 = phi float [ %v638, %ld_full17 ], [ %v664, %ld_next23 ]
  %v673 = phi float [ %v639, %ld_full17 ], [ %v665, %ld_next23 ]
  %v674 = phi float [ %v640, %ld_full17 ], [ %v666, %ld_next23 ]
  %v675 = phi float [ %v641, %ld_full17 ], [ %v667, %ld_next23 ]
  %v676 = and i32 %v2, 1
  %v677 = shl i32 %v676, 2
  %v678 = lshr i32 %v2, 1
  %v679 = and i32 %v678, 1
  %v680 = shl i32 %v679, 3
  %v681 = or i32 %v677, %v680
  %v682 = lshr i32 %v2, 2
  %v683 = and i32 %v682, 1
  %v684 = shl i32 %v683, 4
  %v685 = or i32 %v681, %v684
  %v686 = lshr i32 %v2, 3
  %v687 = and i32 %v686, 1
  %v688 = shl i32 %v687, 5
  %v689 = or i32 %v685, %v688
  %v690 = lshr i32 %v2, 4
  %v691 = and i32 %v690, 1
  %v692 = shl i32 %v691, 6
  %v693 = or i32 %v689, %v692
  %v694 = and i32 %v3, 1
  %v695 = shl i32 %v694, 7
  %v696 = or i32 %v693, %v695
  %v697 = lshr i32 %v3, 1
  %v698 = and i32 %v697, 1
  %v699 = shl i32 %v698, 8
  %v700 = or i32 %v696, %v699
  %v701 = and i32 %v700, 1023
  %v702 = sext i32 %v442 to i64
  %v703 = mul i64 %v702, 1024
  %v704 = zext i32 %v701 to i64
  %v705 = add i64 %v703, %v704
  %v706 = zext i32 %p9 to i64
  %v707 = add i64 %v703, 1024
  %v708 = icmp sle i64 %v707, %v706
  %v709 = icmp sge i64 %v702, 0
  %v710 = and i1 %v708, %v709
  br i1 %v710, label %ld_full24, label %ld_edge25
ld20:
  %v645 = load <4 x float>, <4 x float> addrspace(1)* %v644, align 16
  %v646 = extractelement <4 x float> %v645, i32 0
  %v647 = extractelement <4 x float> %v645, i32 1
  %v648 = extractelement <4 x float> %v645, i32 2
  %v649 = extractelement <4 x float> %v645, i32 3
  br label %ld_next21
ld_next21:
  %v650 = phi float [ %v646, %ld20 ], [ 0x0000000000000000, %ld_edge18 ]
  %v651 = phi float [ %v647, %ld20 ], [ 0x0000000000000000, %ld_edge18 ]
  %v652 = phi float [ %v648, %ld20 ], [ 0x0000000000000000, %ld_edge18 ]
  %v653 = phi float [ %v649, %ld20 ], [ 0x0000000000000000, %ld_edge18 ]
  %v654 = add i64 %v618, 512
  %v655 = add i64 %v618, 512
  %v656 = icmp ult i64 %v655, %v619
  %v657 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v654
  %v658 = bitcast float addrspace(1)* %v657 to <4 x float> addrspace(1)*
  br i1 %v656, label %ld22, label %ld_next23
ld22:
  %v659 = load <4 x float>, <4 x float> addrspace(1)* %v658, align 16
  %v660 = extractelement <4 x float> %v659, i32 0
  %v661 = extractelement <4 x float> %v659, i32 1
  %v662 = extractelement <4 x float> %v659, i32 2
  %v663 = extractelement <4 x float> %v659, i32 3
  br label %ld_next23
ld_next23:
  %v664 = phi float [ %v660, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v665 = phi float [ %v661, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v666 = phi float [ %v662, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v667 = phi float [ %v663, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  br label %ld_done19
ld_full24:
  %v711 = icmp ult i64 %v705, %v706
  %v712 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v705
  %v713 = bitcast float addrspace(1)* %v712 to <4 x float> addrspace(1)*
  %v714 = load <4 x float>, <4 x float> addrspace(1)* %v713, align 16
  %v715 = extractelement <4 x float> %v714, i32 0
  %v716 = extractelement <4 x float> %v714, i32 1
  %v717 = extractelement <4 x float> %v714, i32 2
  %v718 = extractelement <4 x float> %v714, i32 3
  %v719 = add i64 %v705, 512
  %v720 = add i64 %v705, 512
  %v721 = icmp ult i64 %v720, %v706
  %v722 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v719
  %v723 = bitcast float addrspace(1)* %v722 to <4 x float> addrspace(1)*
  %v724 = load <4 x float>, <4 x float> addrspace(1)* %v723, align 16
  %v725 = extractelement <4 x float> %v724, i32 0
  %v726 = extractelement <4 x float> %v724, i32 1
  %v727 = extractelement <4 x float> %v724, i32 2
  %v728 = extractelement <4 x float> %v724, i32 3
  br label %ld_done26
ld_edge25:
  %v729 = icmp ult i64 %v705, %v706
  %v730 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v705
  %v731 = bitcast float addrspace(1)* %v730 to <4 x float> addrspace(1)*
  br i1 %v729, label %ld27, label %ld_next28
ld_done26:
  %v755 = phi float [ %v715, %ld_full24 ], [ %v737, %ld_next30 ]
  %v756 = phi float [ %v716, %ld_full24 ], [ %v738, %ld_next30 ]
  %v757 = phi float [ %v717, %ld_full24 ], [ %v739, %ld_next30 ]
  %v758 = phi float [ %v718, %ld_full24 ], [ %v740, %ld_next30 ]
  %v759 = phi float [ %v725, %ld_full24 ], [ %v751, %ld_next30 ]
  %v760 = phi float [ %v726, %ld_full24 ], [ %v752, %ld_next30 ]
  %v761 = phi float [ %v727, %ld_full24 ], [ %v753, %ld_next30 ]
  %v762 = phi float [ %v728, %ld_full24 ], [ %v754, %ld_next30 ]
  %v763 = fsub float %v581, %v22
  %v764 = fsub float %v582, %v22
  %v765 = fsub float %v583, %v22
  %v766 = fsub float %v584, %v22
  %v767 = fsub float %v585, %v22
  %v768 = fsub float %v586, %v22
  %v769 = fsub float %v587, %v22
  %v770 = fsub float %v588, %v22
  %v771 = fmul float %v763, %v435
  %v772 = fmul float %v764, %v435
  %v773 = fmul float %v765, %v435
  %v774 = fmul float %v766, %v435
  %v775 = fmul float %v767, %v435
  %v776 = fmul float %v768, %v435
  %v777 = fmul float %v769, %v435
  %v778 = fmul float %v770, %v435
  call void @llvm.nvvm.barrier0()
  %v779 = and i32 %v2, 1
  %v780 = shl i32 %v779, 2
  %v781 = lshr i32 %v2, 1
  %v782 = and i32 %v781, 1
  %v783 = shl i32 %v782, 3
  %v784 = or i32 %v780, %v783
  %v785 = lshr i32 %v2, 2
  %v786 = and i32 %v785, 1
  %v787 = shl i32 %v786, 4
  %v788 = or i32 %v784, %v787
  %v789 = lshr i32 %v2, 3
  %v790 = and i32 %v789, 1
  %v791 = shl i32 %v790, 5
  %v792 = or i32 %v788, %v791
  %v793 = lshr i32 %v2, 4
  %v794 = and i32 %v793, 1
  %v795 = shl i32 %v794, 6
  %v796 = or i32 %v792, %v795
  %v797 = and i32 %v3, 1
  %v798 = shl i32 %v797, 7
  %v799 = or i32 %v796, %v798
  %v800 = lshr i32 %v3, 1
  %v801 = and i32 %v800, 1
  %v802 = shl i32 %v801, 8
  %v803 = or i32 %v799, %v802
  %v804 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v805 = getelementptr inbounds float, float addrspace(3)* %v804, i32 %v803
  store float %v668, float addrspace(3)* %v805, align 4
  %v806 = or i32 %v803, 1
  %v807 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v808 = getelementptr inbounds float, float addrspace(3)* %v807, i32 %v806
  store float %v669, float addrspace(3)* %v808, align 4
  %v809 = or i32 %v803, 2
  %v810 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v811 = getelementptr inbounds float, float addrspace(3)* %v810, i32 %v809
  store float %v670, float addrspace(3)* %v811, align 4
  %v812 = or i32 %v803, 3
  %v813 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v814 = getelementptr inbounds float, float addrspace(3)* %v813, i32 %v812
  store float %v671, float addrspace(3)* %v814, align 4
  %v815 = or i32 %v803, 512
  %v816 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v817 = getelementptr inbounds float, float addrspace(3)* %v816, i32 %v815
  store float %v672, float addrspace(3)* %v817, align 4
  %v818 = or i32 %v803, 513
  %v819 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v820 = getelementptr inbounds float, float addrspace(3)* %v819, i32 %v818
  store float %v673, float addrspace(3)* %v820, align 4
  %v821 = or i32 %v803, 514
  %v822 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v823 = getelementptr inbounds float, float addrspace(3)* %v822, i32 %v821
  store float %v674, float addrspace(3)* %v823, align 4
  %v824 = or i32 %v803, 515
  %v825 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v826 = getelementptr inbounds float, float addrspace(3)* %v825, i32 %v824
  store float %v675, float addrspace(3)* %v826, align 4
  call void @llvm.nvvm.barrier0()
  %v827 = and i32 %v2, 1
  %v828 = shl i32 %v827, 3
  %v829 = lshr i32 %v2, 1
  %v830 = and i32 %v829, 1
  %v831 = shl i32 %v830, 4
  %v832 = or i32 %v828, %v831
  %v833 = lshr i32 %v2, 2
  %v834 = and i32 %v833, 1
  %v835 = shl i32 %v834, 5
  %v836 = or i32 %v832, %v835
  %v837 = lshr i32 %v2, 3
  %v838 = and i32 %v837, 1
  %v839 = shl i32 %v838, 6
  %v840 = or i32 %v836, %v839
  %v841 = lshr i32 %v2, 4
  %v842 = and i32 %v841, 1
  %v843 = shl i32 %v842, 7
  %v844 = or i32 %v840, %v843
  %v845 = and i32 %v3, 1
  %v846 = shl i32 %v845, 8
  %v847 = or i32 %v844, %v846
  %v848 = lshr i32 %v3, 1
  %v849 = and i32 %v848, 1
  %v850 = shl i32 %v849, 9
  %v851 = or i32 %v847, %v850
  %v852 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v853 = getelementptr inbounds float, float addrspace(3)* %v852, i32 %v851
  %v854 = load float, float addrspace(3)* %v853, align 4
  %v855 = or i32 %v851, 1
  %v856 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v857 = getelementptr inbounds float, float addrspace(3)* %v856, i32 %v855
  %v858 = load float, float addrspace(3)* %v857, align 4
  %v859 = or i32 %v851, 2
  %v860 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v861 = getelementptr inbounds float, float addrspace(3)* %v860, i32 %v859
  %v862 = load float, float addrspace(3)* %v861, align 4
  %v863 = or i32 %v851, 3
  %v864 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v865 = getelementptr inbounds float, float addrspace(3)* %v864, i32 %v863
  %v866 = load float, float addrspace(3)* %v865, align 4
  %v867 = or i32 %v851, 4
  %v868 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v869 = getelementptr inbounds float, float addrspace(3)* %v868, i32 %v867
  %v870 = load float, float addrspace(3)* %v869, align 4
  %v871 = or i32 %v851, 5
  %v872 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v873 = getelementptr inbounds float, float addrspace(3)* %v872, i32 %v871
  %v874 = load float, float addrspace(3)* %v873, align 4
  %v875 = or i32 %v851, 6
  %v876 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v877 = getelementptr inbounds float, float addrspace(3)* %v876, i32 %v875
  %v878 = load float, float addrspace(3)* %v877, align 4
  %v879 = or i32 %v851, 7
  %v880 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v881 = getelementptr inbounds float, float addrspace(3)* %v880, i32 %v879
  %v882 = load float, float addrspace(3)* %v881, align 4
  %v883 = fmul float %v771, %v854
  %v884 = fmul float %v772, %v858
  %v885 = fmul float %v773, %v862
  %v886 = fmul float %v774, %v866
  %v887 = fmul float %v775, %v870
  %v888 = fmul float %v776, %v874
  %v889 = fmul float %v777, %v878
  %v890 = fmul float %v778, %v882
  call void @llvm.nvvm.barrier0()
  %v891 = and i32 %v2, 1
  %v892 = shl i32 %v891, 2
  %v893 = lshr i32 %v2, 1
  %v894 = and i32 %v893, 1
  %v895 = shl i32 %v894, 3
  %v896 = or i32 %v892, %v895
  %v897 = lshr i32 %v2, 2
  %v898 = and i32 %v897, 1
  %v899 = shl i32 %v898, 4
  %v900 = or i32 %v896, %v899
  %v901 = lshr i32 %v2, 3
  %v902 = and i32 %v901, 1
  %v903 = shl i32 %v902, 5
  %v904 = or i32 %v900, %v903
  %v905 = lshr i32 %v2, 4
  %v906 = and i32 %v905, 1
  %v907 = shl i32 %v906, 6
  %v908 = or i32 %v904, %v907
  %v909 = and i32 %v3, 1
  %v910 = shl i32 %v909, 7
  %v911 = or i32 %v908, %v910
  %v912 = lshr i32 %v3, 1
  %v913 = and i32 %v912, 1
  %v914 = shl i32 %v913, 8
  %v915 = or i32 %v911, %v914
  %v916 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v917 = getelementptr inbounds float, float addrspace(3)* %v916, i32 %v915
  store float %v755, float addrspace(3)* %v917, align 4
  %v918 = or i32 %v915, 1
  %v919 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v920 = getelementptr inbounds float, float addrspace(3)* %v919, i32 %v918
  store float %v756, float addrspace(3)* %v920, align 4
  %v921 = or i32 %v915, 2
  %v922 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v923 = getelementptr inbounds float, float addrspace(3)* %v922, i32 %v921
  store float %v757, float addrspace(3)* %v923, align 4
  %v924 = or i32 %v915, 3
  %v925 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v926 = getelementptr inbounds float, float addrspace(3)* %v925, i32 %v924
  store float %v758, float addrspace(3)* %v926, align 4
  %v927 = or i32 %v915, 512
  %v928 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v929 = getelementptr inbounds float, float addrspace(3)* %v928, i32 %v927
  store float %v759, float addrspace(3)* %v929, align 4
  %v930 = or i32 %v915, 513
  %v931 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v932 = getelementptr inbounds float, float addrspace(3)* %v931, i32 %v930
  store float %v760, float addrspace(3)* %v932, align 4
  %v933 = or i32 %v915, 514
  %v934 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v935 = getelementptr inbounds float, float addrspace(3)* %v934, i32 %v933
  store float %v761, float addrspace(3)* %v935, align 4
  %v936 = or i32 %v915, 515
  %v937 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v938 = getelementptr inbounds float, float addrspace(3)* %v937, i32 %v936
  store float %v762, float addrspace(3)* %v938, align 4
  call void @llvm.nvvm.barrier0()
  %v939 = and i32 %v2, 1
  %v940 = shl i32 %v939, 3
  %v941 = lshr i32 %v2, 1
  %v942 = and i32 %v941, 1
  %v943 = shl i32 %v942, 4
  %v944 = or i32 %v940, %v943
  %v945 = lshr i32 %v2, 2
  %v946 = and i32 %v945, 1
  %v947 = shl i32 %v946, 5
  %v948 = or i32 %v944, %v947
  %v949 = lshr i32 %v2, 3
  %v950 = and i32 %v949, 1
  %v951 = shl i32 %v950, 6
  %v952 = or i32 %v948, %v951
  %v953 = lshr i32 %v2, 4
  %v954 = and i32 %v953, 1
  %v955 = shl i32 %v954, 7
  %v956 = or i32 %v952, %v955
  %v957 = and i32 %v3, 1
  %v958 = shl i32 %v957, 8
  %v959 = or i32 %v956, %v958
  %v960 = lshr i32 %v3, 1
  %v961 = and i32 %v960, 1
  %v962 = shl i32 %v961, 9
  %v963 = or i32 %v959, %v962
  %v964 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v965 = getelementptr inbounds float, float addrspace(3)* %v964, i32 %v963
  %v966 = load float, float addrspace(3)* %v965, align 4
  %v967 = or i32 %v963, 1
  %v968 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v969 = getelementptr inbounds float, float addrspace(3)* %v968, i32 %v967
  %v970 = load float, float addrspace(3)* %v969, align 4
  %v971 = or i32 %v963, 2
  %v972 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v973 = getelementptr inbounds float, float addrspace(3)* %v972, i32 %v971
  %v974 = load float, float addrspace(3)* %v973, align 4
  %v975 = or i32 %v963, 3
  %v976 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v977 = getelementptr inbounds float, float addrspace(3)* %v976, i32 %v975
  %v978 = load float, float addrspace(3)* %v977, align 4
  %v979 = or i32 %v963, 4
  %v980 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v981 = getelementptr inbounds float, float addrspace(3)* %v980, i32 %v979
  %v982 = load float, float addrspace(3)* %v981, align 4
  %v983 = or i32 %v963, 5
  %v984 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v985 = getelementptr inbounds float, float addrspace(3)* %v984, i32 %v983
  %v986 = load float, float addrspace(3)* %v985, align 4
  %v987 = or i32 %v963, 6
  %v988 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v989 = getelementptr inbounds float, float addrspace(3)* %v988, i32 %v987
  %v990 = load float, float addrspace(3)* %v989, align 4
  %v991 = or i32 %v963, 7
  %v992 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v993 = getelementptr inbounds float, float addrspace(3)* %v992, i32 %v991
  %v994 = load float, float addrspace(3)* %v993, align 4
  %v995 = fadd float %v883, %v966
  %v996 = fadd float %v884, %v970
  %v997 = fadd float %v885, %v974
  %v998 = fadd float %v886, %v978
  %v999 = fadd float %v887, %v982
  %v1000 = fadd float %v888, %v986
  %v1001 = fadd float %v889, %v990
  %v1002 = fadd float %v890, %v994
  %v1003 = fptrunc float %v995 to half
  %v1004 = fpext half %v1003 to float
  %v1005 = fptrunc float %v996 to half
  %v1006 = fpext half %v1005 to float
  %v1007 = fptrunc float %v997 to half
  %v1008 = fpext half %v1007 to float
  %v1009 = fptrunc float %v998 to half
  %v1010 = fpext half %v1009 to float
  %v1011 = fptrunc float %v999 to half
  %v1012 = fpext half %v1011 to float
  %v1013 = fptrunc float %v1000 to half
  %v1014 = fpext half %v1013 to float
  %v1015 = fptrunc float %v1001 to half
  %v1016 = fpext half %v1015 to float
  %v1017 = fptrunc float %v1002 to half
  %v1018 = fpext half %v1017 to float
  %v1019 = and i32 %v2, 1
  %v1020 = shl i32 %v1019, 3
  %v1021 = lshr i32 %v2, 1
  %v1022 = and i32 %v1021, 1
  %v1023 = shl i32 %v1022, 4
  %v1024 = or i32 %v1020, %v1023
  %v1025 = lshr i32 %v2, 2
  %v1026 = and i32 %v1025, 1
  %v1027 = shl i32 %v1026, 5
  %v1028 = or i32 %v1024, %v1027
  %v1029 = lshr i32 %v2, 3
  %v1030 = and i32 %v1029, 1
  %v1031 = shl i32 %v1030, 6
  %v1032 = or i32 %v1028, %v1031
  %v1033 = lshr i32 %v2, 4
  %v1034 = and i32 %v1033, 1
  %v1035 = shl i32 %v1034, 7
  %v1036 = or i32 %v1032, %v1035
  %v1037 = and i32 %v3, 1
  %v1038 = shl i32 %v1037, 8
  %v1039 = or i32 %v1036, %v1038
  %v1040 = lshr i32 %v3, 1
  %v1041 = and i32 %v1040, 1
  %v1042 = shl i32 %v1041, 9
  %v1043 = or i32 %v1039, %v1042
  %v1044 = lshr i32 %v1043, 10
  %v1045 = and i32 %v1043, 1023
  %v1046 = sext i32 %v4 to i64
  %v1047 = sext i32 %p14 to i64
  %v1048 = zext i32 %p12 to i64
  %v1049 = mul i64 %v1046, %v1047
  %v1050 = add i64 %v1046, 1
  %v1051 = icmp sle i64 %v1050, %v1048
  %v1052 = icmp sge i64 %v1046, 0
  %v1053 = and i1 %v1051, %v1052
  %v1054 = sext i32 %v442 to i64
  %v1055 = mul i64 %v1054, 1024
  %v1056 = zext i32 %v1045 to i64
  %v1057 = add i64 %v1055, %v1056
  %v1058 = zext i32 %p13 to i64
  %v1059 = add i64 %v1049, %v1057
  %v1060 = add i64 %v1055, 1024
  %v1061 = icmp sle i64 %v1060, %v1058
  %v1062 = icmp sge i64 %v1054, 0
  %v1063 = and i1 %v1061, %v1062
  %v1064 = and i1 %v1053, %v1063
  br i1 %v1064, label %st_full31, label %st_edge32
ld27:
  %v732 = load <4 x float>, <4 x float> addrspace(1)* %v731, align 16
  %v733 = extractelement <4 x float> %v732, i32 0
  %v734 = extractelement <4 x float> %v732, i32 1
  %v735 = extractelement <4 x float> %v732, i32 2
  %v736 = extractelement <4 x float> %v732, i32 3
  br label %ld_next28
ld_next28:
  %v737 = phi float [ %v733, %ld27 ], [ 0x0000000000000000, %ld_edge25 ]
  %v738 = phi float [ %v734, %ld27 ], [ 0x0000000000000000, %ld_edge25 ]
  %v739 = phi float [ %v735, %ld27 ], [ 0x0000000000000000, %ld_edge25 ]
  %v740 = phi float [ %v736, %ld27 ], [ 0x0000000000000000, %ld_edge25 ]
  %v741 = add i64 %v705, 512
  %v742 = add i64 %v705, 512
  %v743 = icmp ult i64 %v742, %v706
  %v744 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v741
  %v745 = bitcast float addrspace(1)* %v744 to <4 x float> addrspace(1)*
  br i1 %v743, label %ld29, label %ld_next30
ld29:
  %v746 = load <4 x float>, <4 x float> addrspace(1)* %v745, align 16
  %v747 = extractelement <4 x float> %v746, i32 0
  %v748 = extractelement <4 x float> %v746, i32 1
  %v749 = extractelement <4 x float> %v746, i32 2
  %v750 = extractelement <4 x float> %v746, i32 3
  br label %ld_next30
ld_next30:
  %v751 = phi float [ %v747, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  %v752 = phi float [ %v748, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  %v753 = phi float [ %v749, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  %v754 = phi float [ %v750, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  br label %ld_done26
st_full31:
  %v1065 = icmp ult i64 %v1046, %v1048
  %v1066 = icmp ult i64 %v1057, %v1058
  %v1067 = and i1 %v1065, %v1066
  %v1068 = getelementptr inbounds half, half addrspace(1)* %p11, i64 %v1059
  %v1069 = fptrunc float %v1004 to half
  %v1070 = fptrunc float %v1006 to half
  %v1071 = fptrunc float %v1008 to half
  %v1072 = fptrunc float %v1010 to half
  %v1073 = fptrunc float %v1012 to half
  %v1074 = fptrunc float %v1014 to half
  %v1075 = fptrunc float %v1016 to half
  %v1076 = fptrunc float %v1018 to half
  %v1077 = bitcast half %v1069 to i16
  %v1078 = zext i16 %v1077 to i32
  %v1079 = bitcast half %v1070 to i16
  %v1080 = zext i16 %v1079 to i32
  %v1081 = shl i32 %v1080, 16
  %v1082 = or i32 %v1078, %v1081
  %v1083 = bitcast half %v1071 to i16
  %v1084 = zext i16 %v1083 to i32
  %v1085 = bitcast half %v1072 to i16
  %v1086 = zext i16 %v1085 to i32
  %v1087 = shl i32 %v1086, 16
  %v1088 = or i32 %v1084, %v1087
  %v1089 = bitcast half %v1073 to i16
  %v1090 = zext i16 %v1089 to i32
  %v1091 = bitcast half %v1074 to i16
  %v1092 = zext i16 %v1091 to i32
  %v1093 = shl i32 %v1092, 16
  %v1094 = or i32 %v1090, %v1093
  %v1095 = bitcast half %v1075 to i16
  %v1096 = zext i16 %v1095 to i32
  %v1097 = bitcast half %v1076 to i16
  %v1098 = zext i16 %v1097 to i32
  %v1099 = shl i32 %v1098, 16
  %v1100 = or i32 %v1096, %v1099
  %v1101 = insertelement <4 x i32> undef, i32 %v1082, i32 0
  %v1102 = insertelement <4 x i32> %v1101, i32 %v1088, i32 1
  %v1103 = insertelement <4 x i32> %v1102, i32 %v1094, i32 2
  %v1104 = insertelement <4 x i32> %v1103, i32 %v1100, i32 3
  %v1105 = bitcast half addrspace(1)* %v1068 to <4 x i32> addrspace(1)*
  store <4 x i32> %v1104, <4 x i32> addrspace(1)* %v1105, align 16
  br label %st_done33
st_edge32:
  %v1106 = icmp ult i64 %v1046, %v1048
  %v1107 = icmp ult i64 %v1057, %v1058
  %v1108 = and i1 %v1106, %v1107
  %v1109 = getelementptr inbounds half, half addrspace(1)* %p11, i64 %v1059
  br i1 %v1108, label %st34, label %join35
st_done33:
  %v1147 = add i64 %v437, 1
  br label %for9
st34:
  %v1110 = fptrunc float %v1004 to half
  %v1111 = fptrunc float %v1006 to half
  %v1112 = fptrunc float %v1008 to half
  %v1113 = fptrunc float %v1010 to half
  %v1114 = fptrunc float %v1012 to half
  %v1115 = fptrunc float %v1014 to half
  %v1116 = fptrunc float %v1016 to half
  %v1117 = fptrunc float %v1018 to half
  %v1118 = bitcast half %v1110 to i16
  %v1119 = zext i16 %v1118 to i32
  %v1120 = bitcast half %v1111 to i16
  %v1121 = zext i16 %v1120 to i32
  %v1122 = shl i32 %v1121, 16
  %v1123 = or i32 %v1119, %v1122
  %v1124 = bitcast half %v1112 to i16
  %v1125 = zext i16 %v1124 to i32
  %v1126 = bitcast half %v1113 to i16
  %v1127 = zext i16 %v1126 to i32
  %v1128 = shl i32 %v1127, 16
  %v1129 = or i32 %v1125, %v1128
  %v1130 = bitcast half %v1114 to i16
  %v1131 = zext i16 %v1130 to i32
  %v1132 = bitcast half %v1115 to i16
  %v1133 = zext i16 %v1132 to i32
  %v1134 = shl i32 %v1133, 16
  %v1135 = or i32 %v1131, %v1134
  %v1136 = bitcast half %v1116 to i16
  %v1137 = zext i16 %v1136 to i32
  %v1138 = bitcast half %v1117 to i16
  %v1139 = zext i16 %v1138 to i32
  %v1140 = shl i32 %v1139, 16
  %v1141 = or i32 %v1137, %v1140
  %v1142 = insertelement <4 x i32> undef, i32 %v1123, i32 0
  %v1143 = insertelement <4 x i32> %v1142, i32 %v1129, i32 1
  %v1144 = insertelement <4 x i32> %v1143, i32 %v1135, i32 2
  %v1145 = insertelement <4 x i32> %v1144, i32 %v1141, i32 3
  %v1146 = bitcast half addrspace(1)* %v1109 to <4 x i32> addrspace(1)*
  store <4 x i32> %v1145, <4 x i32> addrspace(1)* %v1146, align 16
  br label %join35
join35:
  br label %st_done33
}

declare float @__nv_rsqrtf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"maxntidx", i32 128}
!2 = !{void (half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"minctasm", i32 4}
!nvvmir.version = !{!3}
!3 = !{i32 2, i32 0}
