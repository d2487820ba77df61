; kernel row_sum [BM=16, BN=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @row_sum(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp eq i32 256, 0
  %v5 = select i1 %v4, i32 1, i32 256
  %v6 = icmp eq i32 256, -1
  %v7 = select i1 %v6, i32 1, i32 %v5
  %v8 = sdiv i32 %p2, %v7
  %v9 = sub i32 0, %v8
  %v10 = select i1 %v6, i32 %v9, i32 %v8
  %v11 = srem i32 %p2, %v7
  %v12 = select i1 %v6, i32 0, i32 %v11
  %v13 = icmp ne i32 %v12, 0
  %v14 = xor i32 %v12, 256
  %v15 = icmp sge i32 %v14, 0
  %v16 = and i1 %v13, %v15
  %v17 = add i32 %v10, 1
  %v18 = select i1 %v16, i32 %v17, i32 %v10
  %v19 = select i1 %v4, i32 0, i32 %v18
  %v20 = sext i32 %v19 to i64
  br label %for1
for1:
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v591, %ld_done6 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v592, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v593, %ld_done6 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v594, %ld_done6 ]
  %v25 = phi i64 [ 0, %entry0 ], [ %v595, %ld_done6 ]
  %v26 = icmp slt i64 %v25, %v20
  %v27 = icmp sgt i64 %v25, %v20
  %v28 = icmp sgt i64 1, 0
  %v29 = select i1 %v28, i1 %v26, i1 %v27
  br i1 %v29, label %body2, label %endfor3
body2:
  %v30 = trunc i64 %v25 to i32
  %v31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v32 = and i32 %v2, 1
  %v33 = shl i32 %v32, 2
  %v34 = lshr i32 %v2, 1
  %v35 = and i32 %v34, 1
  %v36 = shl i32 %v35, 3
  %v37 = or i32 %v33, %v36
  %v38 = lshr i32 %v2, 2
  %v39 = and i32 %v38, 1
  %v40 = shl i32 %v39, 4
  %v41 = or i32 %v37, %v40
  %v42 = lshr i32 %v2, 3
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 5
  %v45 = or i32 %v41, %v44
  %v46 = lshr i32 %v2, 4
  %v47 = and i32 %v46, 1
  %v48 = shl i32 %v47, 6
  %v49 = or i32 %v45, %v48
  %v50 = and i32 %v3, 1
  %v51 = shl i32 %v50, 7
  %v52 = or i32 %v49, %v51
  %v53 = lshr i32 %v3, 1
  %v54 = and i32 %v53, 1
  %v55 = shl i32 %v54, 8
  %v56 = or i32 %v52, %v55
  %v57 = lshr i32 %v3, 2
  %v58 = and i32 %v57, 1
  %v59 = shl i32 %v58, 9
  %v60 = or i32 %v56, %v59
  %v61 = lshr i32 %v60, 8
  %v62 = and i32 %v61, 15
  %v63 = and i32 %v60, 255
  %v64 = sext i32 %v31 to i64
  %v65 = mul i64 %v64, 16
  %v66 = zext i32 %v62 to i64
  %v67 = add i64 %v65, %v66
  %v68 = sext i32 %p3 to i64
  %v69 = zext i32 %p1 to i64
  %v70 = mul i64 %v67, %v68
  %v71 = add i64 %v65, 16
  %v72 = icmp sle i64 %v71, %v69
  %v73 = icmp sge i64 %v64, 0
  %v74 = and i1 %v72, %v73
  %v75 = sext i32 %v30 to i64
  %v76 = mul i64 %v75, 256
  %v77 = zext i32 %v63 to i64
  %v78 = add i64 %v76, %v77
  %v79 = zext i32 %p2 to i64
  %v80 = add i64 %v70, %v78
  %v81 = add i64 %v76, 256
  %v82 = icmp sle i64 %v81, %v79
  %v83 = icmp sge i64 %v75, 0
  %v84 = and i1 %v82, %v83
  %v85 = and i1 %v74, %v84
  br i1 %v85, label %ld_full4, label %ld_edge5
endfor3:
  %v596 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v597 = and i32 %v2, 1
  %v598 = shl i32 %v597, 2
  %v599 = lshr i32 %v2, 1
  %v600 = and i32 %v599, 1
  %v601 = shl i32 %v600, 3
  %v602 = or i32 %v598, %v601
  %v603 = and i32 %v602, 15
  %v604 = sext i32 %v596 to i64
  %v605 = mul i64 %v604, 16
  %v606 = zext i32 %v603 to i64
  %v607 = add i64 %v605, %v606
  %v608 = zext i32 %p6 to i64
  %v609 = add i64 %v605, 16
  %v610 = icmp sle i64 %v609, %v608
  %v611 = icmp sge i64 %v604, 0
  %v612 = and i1 %v610, %v611
  %v613 = and i32 %v2, 28
  %v614 = icmp eq i32 %v613, 0
  %v615 = and i32 %v3, 7
  %v616 = icmp eq i32 %v615, 0
  %v617 = and i1 %v614, %v616
  br i1 %v617, label %st_owner39, label %join40
ld_full4:
  %v86 = icmp ult i64 %v67, %v69
  %v87 = icmp ult i64 %v78, %v79
  %v88 = and i1 %v86, %v87
  %v89 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v90 = load float, float addrspace(1)* %v89, align 4
  %v91 = icmp ult i64 %v67, %v69
  %v92 = add i64 %v80, 1
  %v93 = add i64 %v78, 1
  %v94 = icmp ult i64 %v93, %v79
  %v95 = and i1 %v91, %v94
  %v96 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v92
  %v97 = load float, float addrspace(1)* %v96, align 4
  %v98 = icmp ult i64 %v67, %v69
  %v99 = add i64 %v80, 2
  %v100 = add i64 %v78, 2
  %v101 = icmp ult i64 %v100, %v79
  %v102 = and i1 %v98, %v101
  %v103 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v99
  %v104 = load float, float addrspace(1)* %v103, align 4
  %v105 = icmp ult i64 %v67, %v69
  %v106 = add i64 %v80, 3
  %v107 = add i64 %v78, 3
  %v108 = icmp ult i64 %v107, %v79
  %v109 = and i1 %v105, %v108
  %v110 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v106
  %v111 = load float, float addrspace(1)* %v110, align 4
  %v112 = mul i64 4, %v68
  %v113 = add i64 %v80, %v112
  %v114 = add i64 %v67, 4
  %v115 = icmp ult i64 %v114, %v69
  %v116 = icmp ult i64 %v78, %v79
  %v117 = and i1 %v115, %v116
  %v118 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v113
  %v119 = load float, float addrspace(1)* %v118, align 4
  %v120 = mul i64 4, %v68
  %v121 = add i64 %v80, %v120
  %v122 = add i64 %v67, 4
  %v123 = icmp ult i64 %v122, %v69
  %v124 = add i64 %v121, 1
  %v125 = add i64 %v78, 1
  %v126 = icmp ult i64 %v125, %v79
  %v127 = and i1 %v123, %v126
  %v128 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v124
  %v129 = load float, float addrspace(1)* %v128, align 4
  %v130 = mul i64 4, %v68
  %v131 = add i64 %v80, %v130
  %v132 = add i64 %v67, 4
  %v133 = icmp ult i64 %v132, %v69
  %v134 = add i64 %v131, 2
  %v135 = add i64 %v78, 2
  %v136 = icmp ult i64 %v135, %v79
  %v137 = and i1 %v133, %v136
  %v138 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v134
  %v139 = load float, float addrspace(1)* %v138, align 4
  %v140 = mul i64 4, %v68
  %v141 = add i64 %v80, %v140
  %v142 = add i64 %v67, 4
  %v143 = icmp ult i64 %v142, %v69
  %v144 = add i64 %v141, 3
  %v145 = add i64 %v78, 3
  %v146 = icmp ult i64 %v145, %v79
  %v147 = and i1 %v143, %v146
  %v148 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v144
  %v149 = load float, float addrspace(1)* %v148, align 4
  %v150 = mul i64 8, %v68
  %v151 = add i64 %v80, %v150
  %v152 = add i64 %v67, 8
  %v153 = icmp ult i64 %v152, %v69
  %v154 = icmp ult i64 %v78, %v79
  %v155 = and i1 %v153, %v154
  %v156 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v151
  %v157 = load float, float addrspace(1)* %v156, align 4
  %v158 = mul i64 8, %v68
  %v159 = add i64 %v80, %v158
  %v160 = add i64 %v67, 8
  %v161 = icmp ult i64 %v160, %v69
  %v162 = add i64 %v159, 1
  %v163 = add i64 %v78, 1
  %v164 = icmp ult i64 %v163, %v79
  %v165 = and i1 %v161, %v164
  %v166 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v162
  %v167 = load float, float addrspace(1)* %v166, align 4
  %v168 = mul i64 8, %v68
  %v169 = add i64 %v80, %v168
  %v170 = add i64 %v67, 8
  %v171 = icmp ult i64 %v170, %v69
  %v172 = add i64 %v169, 2
  %v173 = add i64 %v78, 2
  %v174 = icmp ult i64 %v173, %v79
  %v175 = and i1 %v171, %v174
  %v176 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v172
  %v177 = load float, float addrspace(1)* %v176, align 4
  %v178 = mul i64 8, %v68
  %v179 = add i64 %v80, %v178
  %v180 = add i64 %v67, 8
  %v181 = icmp ult i64 %v180, %v69
  %v182 = add i64 %v179, 3
  %v183 = add i64 %v78, 3
  %v184 = icmp ult i64 %v183, %v79
  %v185 = and i1 %v181, %v184
  %v186 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v182
  %v187 = load float, float addrspace(1)* %v186, align 4
  %v188 = mul i64 12, %v68
  %v189 = add i64 %v80, %v188
  %v190 = add i64 %v67, 12
  %v191 = icmp ult i64 %v190, %v69
  %v192 = icmp ult i64 %v78, %v79
  %v193 = and i1 %v191, %v192
  %v194 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v189
  %v195 = load float, float addrspace(1)* %v194, align 4
  %v196 = mul i64 12, %v68
  %v197 = add i64 %v80, %v196
  %v198 = add i64 %v67, 12
  %v199 = icmp ult i64 %v198, %v69
  %v200 = add i64 %v197, 1
  %v201 = add i64 %v78, 1
  %v202 = icmp ult i64 %v201, %v79
  %v203 = and i1 %v199, %v202
  %v204 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v200
  %v205 = load float, float addrspace(1)* %v204, align 4
  %v206 = mul i64 12, %v68
  %v207 = add i64 %v80, %v206
  %v208 = add i64 %v67, 12
  %v209 = icmp ult i64 %v208, %v69
  %v210 = add i64 %v207, 2
  %v211 = add i64 %v78, 2
  %v212 = icmp ult i64 %v211, %v79
  %v213 = and i1 %v209, %v212
  %v214 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v210
  %v215 = load float, float addrspace(1)* %v214, align 4
  %v216 = mul i64 12, %v68
  %v217 = add i64 %v80, %v216
  %v218 = add i64 %v67, 12
  %v219 = icmp ult i64 %v218, %v69
  %v220 = add i64 %v217, 3
  %v221 = add i64 %v78, 3
  %v222 = icmp ult i64 %v221, %v79
  %v223 = and i1 %v219, %v222
  %v224 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v220
  %v225 = load float, float addrspace(1)* %v224, align 4
  br label %ld_done6
ld_edge5:
  %v226 = icmp ult i64 %v67, %v69
  %v227 = icmp ult i64 %v78, %v79
  %v228 = and i1 %v226, %v227
  %v229 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  br i1 %v228, label %ld7, label %ld_next8
ld_done6:
  %v382 = phi float [ %v90, %ld_full4 ], [ %v231, %ld_next38 ]
  %v383 = phi float [ %v97, %ld_full4 ], [ %v239, %ld_next38 ]
  %v384 = phi float [ %v104, %ld_full4 ], [ %v247, %ld_next38 ]
  %v385 = phi float [ %v111, %ld_full4 ], [ %v255, %ld_next38 ]
  %v386 = phi float [ %v119, %ld_full4 ], [ %v264, %ld_next38 ]
  %v387 = phi float [ %v129, %ld_full4 ], [ %v275, %ld_next38 ]
  %v388 = phi float [ %v139, %ld_full4 ], [ %v286, %ld_next38 ]
  %v389 = phi float [ %v149, %ld_full4 ], [ %v297, %ld_next38 ]
  %v390 = phi float [ %v157, %ld_full4 ], [ %v306, %ld_next38 ]
  %v391 = phi float [ %v167, %ld_full4 ], [ %v317, %ld_next38 ]
  %v392 = phi float [ %v177, %ld_full4 ], [ %v328, %ld_next38 ]
  %v393 = phi float [ %v187, %ld_full4 ], [ %v339, %ld_next38 ]
  %v394 = phi float [ %v195, %ld_full4 ], [ %v348, %ld_next38 ]
  %v395 = phi float [ %v205, %ld_full4 ], [ %v359, %ld_next38 ]
  %v396 = phi float [ %v215, %ld_full4 ], [ %v370, %ld_next38 ]
  %v397 = phi float [ %v225, %ld_full4 ], [ %v381, %ld_next38 ]
  %v398 = fadd float %v382, %v383
  %v399 = fadd float %v386, %v387
  %v400 = fadd float %v390, %v391
  %v401 = fadd float %v394, %v395
  %v402 = fadd float %v398, %v384
  %v403 = fadd float %v399, %v388
  %v404 = fadd float %v400, %v392
  %v405 = fadd float %v401, %v396
  %v406 = fadd float %v402, %v385
  %v407 = fadd float %v403, %v389
  %v408 = fadd float %v404, %v393
  %v409 = fadd float %v405, %v397
  %v410 = bitcast float %v406 to i32
  %v411 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v410, i32 1, i32 31)
  %v412 = bitcast i32 %v411 to float
  %v413 = fadd float %v406, %v412
  %v414 = bitcast float %v407 to i32
  %v415 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v414, i32 1, i32 31)
  %v416 = bitcast i32 %v415 to float
  %v417 = fadd float %v407, %v416
  %v418 = bitcast float %v408 to i32
  %v419 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v418, i32 1, i32 31)
  %v420 = bitcast i32 %v419 to float
  %v421 = fadd float %v408, %v420
  %v422 = bitcast float %v409 to i32
  %v423 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v422, i32 1, i32 31)
  %v424 = bitcast i32 %v423 to float
  %v425 = fadd float %v409, %v424
  %v426 = bitcast float %v413 to i32
  %v427 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v426, i32 2, i32 31)
  %v428 = bitcast i32 %v427 to float
  %v429 = fadd float %v413, %v428
  %v430 = bitcast float %v417 to i32
  %v431 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v430, i32 2, i32 31)
  %v432 = bitcast i32 %v431 to float
  %v433 = fadd float %v417, %v432
  %v434 = bitcast float %v421 to i32
  %v435 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v434, i32 2, i32 31)
  %v436 = bitcast i32 %v435 to float
  %v437 = fadd float %v421, %v436
  %v438 = bitcast float %v425 to i32
  %v439 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v438, i32 2, i32 31)
  %v440 = bitcast i32 %v439 to float
  %v441 = fadd float %v425, %v440
  %v442 = bitcast float %v429 to i32
  %v443 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v442, i32 4, i32 31)
  %v444 = bitcast i32 %v443 to float
  %v445 = fadd float %v429, %v444
  %v446 = bitcast float %v433 to i32
  %v447 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v446, i32 4, i32 31)
  %v448 = bitcast i32 %v447 to float
  %v449 = fadd float %v433, %v448
  %v450 = bitcast float %v437 to i32
  %v451 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v450, i32 4, i32 31)
  %v452 = bitcast i32 %v451 to float
  %v453 = fadd float %v437, %v452
  %v454 = bitcast float %v441 to i32
  %v455 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v454, i32 4, i32 31)
  %v456 = bitcast i32 %v455 to float
  %v457 = fadd float %v441, %v456
  %v458 = bitcast float %v445 to i32
  %v459 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v458, i32 8, i32 31)
  %v460 = bitcast i32 %v459 to float
  %v461 = fadd float %v445, %v460
  %v462 = bitcast float %v449 to i32
  %v463 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v462, i32 8, i32 31)
  %v464 = bitcast i32 %v463 to float
  %v465 = fadd float %v449, %v464
  %v466 = bitcast float %v453 to i32
  %v467 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v466, i32 8, i32 31)
  %v468 = bitcast i32 %v467 to float
  %v469 = fadd float %v453, %v468
  %v470 = bitcast float %v457 to i32
  %v471 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v470, i32 8, i32 31)
  %v472 = bitcast i32 %v471 to float
  %v473 = fadd float %v457, %v472
  %v474 = bitcast float %v461 to i32
  %v475 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v474, i32 16, i32 31)
  %v476 = bitcast i32 %v475 to float
  %v477 = fadd float %v461, %v476
  %v478 = bitcast float %v465 to i32
  %v479 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v478, i32 16, i32 31)
  %v480 = bitcast i32 %v479 to float
  %v481 = fadd float %v465, %v480
  %v482 = bitcast float %v469 to i32
  %v483 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v482, i32 16, i32 31)
  %v484 = bitcast i32 %v483 to float
  %v485 = fadd float %v469, %v484
  %v486 = bitcast float %v473 to i32
  %v487 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v486, i32 16, i32 31)
  %v488 = bitcast i32 %v487 to float
  %v489 = fadd float %v473, %v488
  call void @llvm.nvvm.barrier0()
  %v490 = mul i32 %v1, 4
  %v491 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v492 = getelementptr inbounds float, float addrspace(3)* %v491, i32 %v490
  store float %v477, float addrspace(3)* %v492, align 4
  %v493 = mul i32 %v1, 4
  %v494 = add i32 %v493, 1
  %v495 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v496 = getelementptr inbounds float, float addrspace(3)* %v495, i32 %v494
  store float %v481, float addrspace(3)* %v496, align 4
  %v497 = mul i32 %v1, 4
  %v498 = add i32 %v497, 2
  %v499 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v500 = getelementptr inbounds float, float addrspace(3)* %v499, i32 %v498
  store float %v485, float addrspace(3)* %v500, align 4
  %v501 = mul i32 %v1, 4
  %v502 = add i32 %v501, 3
  %v503 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v504 = getelementptr inbounds float, float addrspace(3)* %v503, i32 %v502
  store float %v489, float addrspace(3)* %v504, align 4
  call void @llvm.nvvm.barrier0()
  %v505 = and i32 %v3, -2
  %v506 = shl i32 %v505, 5
  %v507 = or i32 %v506, %v2
  %v508 = mul i32 %v507, 4
  %v509 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v510 = getelementptr inbounds float, float addrspace(3)* %v509, i32 %v508
  %v511 = load float, float addrspace(3)* %v510, align 4
  %v512 = mul i32 %v507, 4
  %v513 = add i32 %v512, 1
  %v514 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v515 = getelementptr inbounds float, float addrspace(3)* %v514, i32 %v513
  %v516 = load float, float addrspace(3)* %v515, align 4
  %v517 = mul i32 %v507, 4
  %v518 = add i32 %v517, 2
  %v519 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v520 = getelementptr inbounds float, float addrspace(3)* %v519, i32 %v518
  %v521 = load float, float addrspace(3)* %v520, align 4
  %v522 = mul i32 %v507, 4
  %v523 = add i32 %v522, 3
  %v524 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v525 = getelementptr inbounds float, float addrspace(3)* %v524, i32 %v523
  %v526 = load float, float addrspace(3)* %v525, align 4
  %v527 = or i32 %v505, 1
  %v528 = shl i32 %v527, 5
  %v529 = or i32 %v528, %v2
  %v530 = mul i32 %v529, 4
  %v531 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v532 = getelementptr inbounds float, float addrspace(3)* %v531, i32 %v530
  %v533 = load float, float addrspace(3)* %v532, align 4
  %v534 = fadd float %v511, %v533
  %v535 = mul i32 %v529, 4
  %v536 = add i32 %v535, 1
  %v537 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v538 = getelementptr inbounds float, float addrspace(3)* %v537, i32 %v536
  %v539 = load float, float addrspace(3)* %v538, align 4
  %v540 = fadd float %v516, %v539
  %v541 = mul i32 %v529, 4
  %v542 = add i32 %v541, 2
  %v543 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v544 = getelementptr inbounds float, float addrspace(3)* %v543, i32 %v542
  %v545 = load float, float addrspace(3)* %v544, align 4
  %v546 = fadd float %v521, %v545
  %v547 = mul i32 %v529, 4
  %v548 = add i32 %v547, 3
  %v549 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v550 = getelementptr inbounds float, float addrspace(3)* %v549, i32 %v548
  %v551 = load float, float addrspace(3)* %v550, align 4
  %v552 = fadd float %v526, %v551
  call void @llvm.nvvm.barrier0()
  %v553 = lshr i32 %v3, 1
  %v554 = and i32 %v553, 1
  %v555 = lshr i32 %v3, 2
  %v556 = and i32 %v555, 1
  %v557 = shl i32 %v556, 1
  %v558 = or i32 %v554, %v557
  %v559 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v560 = getelementptr inbounds float, float addrspace(3)* %v559, i32 %v558
  store float %v534, float addrspace(3)* %v560, align 4
  %v561 = or i32 %v558, 4
  %v562 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v563 = getelementptr inbounds float, float addrspace(3)* %v562, i32 %v561
  store float %v540, float addrspace(3)* %v563, align 4
  %v564 = or i32 %v558, 8
  %v565 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v566 = getelementptr inbounds float, float addrspace(3)* %v565, i32 %v564
  store float %v546, float addrspace(3)* %v566, align 4
  %v567 = or i32 %v558, 12
  %v568 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v569 = getelementptr inbounds float, float addrspace(3)* %v568, i32 %v567
  store float %v552, float addrspace(3)* %v569, align 4
  call void @llvm.nvvm.barrier0()
  %v570 = and i32 %v2, 1
  %v571 = shl i32 %v570, 2
  %v572 = lshr i32 %v2, 1
  %v573 = and i32 %v572, 1
  %v574 = shl i32 %v573, 3
  %v575 = or i32 %v571, %v574
  %v576 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v577 = getelementptr inbounds float, float addrspace(3)* %v576, i32 %v575
  %v578 = load float, float addrspace(3)* %v577, align 4
  %v579 = or i32 %v575, 1
  %v580 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v581 = getelementptr inbounds float, float addrspace(3)* %v580, i32 %v579
  %v582 = load float, float addrspace(3)* %v581, align 4
  %v583 = or i32 %v575, 2
  %v584 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v585 = getelementptr inbounds float, float addrspace(3)* %v584, i32 %v583
  %v586 = load float, float addrspace(3)* %v585, align 4
  %v587 = or i32 %v575, 3
  %v588 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v589 = getelementptr inbounds float, float addrspace(3)* %v588, i32 %v587
  %v590 = load float, float addrspace(3)* %v589, align 4
  %v591 = fadd float %v21, %v578
  %v592 = fadd float %v22, %v582
  %v593 = fadd float %v23, %v586
  %v594 = fadd float %v24, %v590
  %v595 = add i64 %v25, 1
  br label %for1
ld7:
  %v230 = load float, float addrspace(1)* %v229, align 4
  br label %ld_next8
ld_next8:
  %v231 = phi float [ %v230, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v232 = icmp ult i64 %v67, %v69
  %v233 = add i64 %v80, 1
  %v234 = add i64 %v78, 1
  %v235 = icmp ult i64 %v234, %v79
  %v236 = and i1 %v232, %v235
  %v237 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v233
  br i1 %v236, label %ld9, label %ld_next10
ld9:
  %v238 = load float, float addrspace(1)* %v237, align 4
  br label %ld_next10
ld_next10:
  %v239 = phi float [ %v238, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v240 = icmp ult i64 %v67, %v69
  %v241 = add i64 %v80, 2
  %v242 = add i64 %v78, 2
  %v243 = icmp ult i64 %v242, %v79
  %v244 = and i1 %v240, %v243
  %v245 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v241
  br i1 %v244, label %ld11, label %ld_next12
ld11:
  %v246 = load float, float addrspace(1)* %v245, align 4
  br label %ld_next12
ld_next12:
  %v247 = phi float [ %v246, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v248 = icmp ult i64 %v67, %v69
  %v249 = add i64 %v80, 3
  %v250 = add i64 %v78, 3
  %v251 = icmp ult i64 %v250, %v79
  %v252 = and i1 %v248, %v251
  %v253 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v249
  br i1 %v252, label %ld13, label %ld_next14
ld13:
  %v254 = load float, float addrspace(1)* %v253, align 4
  br label %ld_next14
ld_next14:
  %v255 = phi float [ %v254, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v256 = mul i64 4, %v68
  %v257 = add i64 %v80, %v256
  %v258 = add i64 %v67, 4
  %v259 = icmp ult i64 %v258, %v69
  %v260 = icmp ult i64 %v78, %v79
  %v261 = and i1 %v259, %v260
  %v262 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v257
  br i1 %v261, label %ld15, label %ld_next16
ld15:
  %v263 = load float, float addrspace(1)* %v262, align 4
  br label %ld_next16
ld_next16:
  %v264 = phi float [ %v263, %ld15 ], [ 0x0000000000000000, %ld_next14 ]
  %v265 = mul i64 4, %v68
  %v266 = add i64 %v80, %v265
  %v267 = add i64 %v67, 4
  %v268 = icmp ult i64 %v267, %v69
  %v269 = add i64 %v266, 1
  %v270 = add i64 %v78, 1
  %v271 = icmp ult i64 %v270, %v79
  %v272 = and i1 %v268, %v271
  %v273 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v269
  br i1 %v272, label %ld17, label %ld_next18
ld17:
  %v274 = load float, float addrspace(1)* %v273, align 4
  br label %ld_next18
ld_next18:
  %v275 = phi float [ %v274, %ld17 ], [ 0x0000000000000000, %ld_next16 ]
  %v276 = mul i64 4, %v68
  %v277 = add i64 %v80, %v276
  %v278 = add i64 %v67, 4
  %v279 = icmp ult i64 %v278, %v69
  %v280 = add i64 %v277, 2
  %v281 = add i64 %v78, 2
  %v282 = icmp ult i64 %v281, %v79
  %v283 = and i1 %v279, %v282
  %v284 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v280
  br i1 %v283, label %ld19, label %ld_next20
ld19:
  %v285 = load float, float addrspace(1)* %v284, align 4
  br label %ld_next20
ld_next20:
  %v286 = phi float [ %v285, %ld19 ], [ 0x0000000000000000, %ld_next18 ]
  %v287 = mul i64 4, %v68
  %v288 = add i64 %v80, %v287
  %v289 = add i64 %v67, 4
  %v290 = icmp ult i64 %v289, %v69
  %v291 = add i64 %v288, 3
  %v292 = add i64 %v78, 3
  %v293 = icmp ult i64 %v292, %v79
  %v294 = and i1 %v290, %v293
  %v295 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v291
  br i1 %v294, label %ld21, label %ld_next22
ld21:
  %v296 = load float, float addrspace(1)* %v295, align 4
  br label %ld_next22
ld_next22:
  %v297 = phi float [ %v296, %ld21 ], [ 0x0000000000000000, %ld_next20 ]
  %v298 = mul i64 8, %v68
  %v299 = add i64 %v80, %v298
  %v300 = add i64 %v67, 8
  %v301 = icmp ult i64 %v300, %v69
  %v302 = icmp ult i64 %v78, %v79
  %v303 = and i1 %v301, %v302
  %v304 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v299
  br i1 %v303, label %ld23, label %ld_next24
ld23:
  %v305 = load float, float addrspace(1)* %v304, align 4
  br label %ld_next24
ld_next24:
  %v306 = phi float [ %v305, %ld23 ], [ 0x0000000000000000, %ld_next22 ]
  %v307 = mul i64 8, %v68
  %v308 = add i64 %v80, %v307
  %v309 = add i64 %v67, 8
  %v310 = icmp ult i64 %v309, %v69
  %v311 = add i64 %v308, 1
  %v312 = add i64 %v78, 1
  %v313 = icmp ult i64 %v312, %v79
  %v314 = and i1 %v310, %v313
  %v315 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v311
  br i1 %v314, label %ld25, label %ld_next26
ld25:
  %v316 = load float, float addrspace(1)* %v315, align 4
  br label %ld_next26
ld_next26:
  %v317 = phi float [ %v316, %ld25 ], [ 0x0000000000000000, %ld_next24 ]
  %v318 = mul i64 8, %v68
  %v319 = add i64 %v80, %v318
  %v320 = add i64 %v67, 8
  %v321 = icmp ult i64 %v320, %v69
  %v322 = add i64 %v319, 2
  %v323 = add i64 %v78, 2
  %v324 = icmp ult i64 %v323, %v79
  %v325 = and i1 %v321, %v324
  %v326 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v322
  br i1 %v325, label %ld27, label %ld_next28
ld27:
  %v327 = load float, float addrspace(1)* %v326, align 4
  br label %ld_next28
ld_next28:
  %v328 = phi float [ %v327, %ld27 ], [ 0x0000000000000000, %ld_next26 ]
  %v329 = mul i64 8, %v68
  %v330 = add i64 %v80, %v329
  %v331 = add i64 %v67, 8
  %v332 = icmp ult i64 %v331, %v69
  %v333 = add i64 %v330, 3
  %v334 = add i64 %v78, 3
  %v335 = icmp ult i64 %v334, %v79
  %v336 = and i1 %v332, %v335
  %v337 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v333
  br i1 %v336, label %ld29, label %ld_next30
ld29:
  %v338 = load float, float addrspace(1)* %v337, align 4
  br label %ld_next30
ld_next30:
  %v339 = phi float [ %v338, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  %v340 = mul i64 12, %v68
  %v341 = add i64 %v80, %v340
  %v342 = add i64 %v67, 12
  %v343 = icmp ult i64 %v342, %v69
  %v344 = icmp ult i64 %v78, %v79
  %v345 = and i1 %v343, %v344
  %v346 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v341
  br i1 %v345, label %ld31, label %ld_next32
ld31:
  %v347 = load float, float addrspace(1)* %v346, align 4
  br label %ld_next32
ld_next32:
  %v348 = phi float [ %v347, %ld31 ], [ 0x0000000000000000, %ld_next30 ]
  %v349 = mul i64 12, %v68
  %v350 = add i64 %v80, %v349
  %v351 = add i64 %v67, 12
  %v352 = icmp ult i64 %v351, %v69
  %v353 = add i64 %v350, 1
  %v354 = add i64 %v78, 1
  %v355 = icmp ult i64 %v354, %v79
  %v356 = and i1 %v352, %v355
  %v357 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v353
  br i1 %v356, label %ld33, label %ld_next34
ld33:
  %v358 = load float, float addrspace(1)* %v357, align 4
  br label %ld_next34
ld_next34:
  %v359 = phi float [ %v358, %ld33 ], [ 0x0000000000000000, %ld_next32 ]
  %v360 = mul i64 12, %v68
  %v361 = add i64 %v80, %v360
  %v362 = add i64 %v67, 12
  %v363 = icmp ult i64 %v362, %v69
  %v364 = add i64 %v361, 2
  %v365 = add i64 %v78, 2
  %v366 = icmp ult i64 %v365, %v79
  %v367 = and i1 %v363, %v366
  %v368 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v364
  br i1 %v367, label %ld35, label %ld_next36
ld35:
  %v369 = load float, float addrspace(1)* %v368, align 4
  br label %ld_next36
ld_next36:
  %v370 = phi float [ %v369, %ld35 ], [ 0x0000000000000000, %ld_next34 ]
  %v371 = mul i64 12, %v68
  %v372 = add i64 %v80, %v371
  %v373 = add i64 %v67, 12
  %v374 = icmp ult i64 %v373, %v69
  %v375 = add i64 %v372, 3
  %v376 = add i64 %v78, 3
  %v377 = icmp ult i64 %v376, %v79
  %v378 = and i1 %v374, %v377
  %v379 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v375
  br i1 %v378, label %ld37, label %ld_next38
ld37:
  %v380 = load float, float addrspace(1)* %v379, align 4
  br label %ld_next38
ld_next38:
  %v381 = phi float [ %v380, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  br label %ld_done6
st_owner39:
  br i1 %v612, label %st_full41, label %st_edge42
join40:
  ret void
st_full41:
  %v618 = icmp ult i64 %v607, %v608
  %v619 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v607
  %v620 = insertelement <4 x float> undef, float %v21, i32 0
  %v621 = insertelement <4 x float> %v620, float %v22, i32 1
  %v622 = insertelement <4 x float> %v621, float %v23, i32 2
  %v623 = insertelement <4 x float> %v622, float %v24, i32 3
  %v624 = bitcast float addrspace(1)* %v619 to <4 x float> addrspace(1)*
  store <4 x float> %v623, <4 x float> addrspace(1)* %v624, align 16
  br label %st_done43
st_edge42:
  %v625 = icmp ult i64 %v607, %v608
  %v626 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v607
  br i1 %v625, label %st44, label %join45
st_done43:
  br label %join40
st44:
  %v627 = insertelement <4 x float> undef, float %v21, i32 0
  %v628 = insertelement <4 x float> %v627, float %v22, i32 1
  %v629 = insertelement <4 x float> %v628, float %v23, i32 2
  %v630 = insertelement <4 x float> %v629, float %v24, i32 3
  %v631 = bitcast float addrspace(1)* %v626 to <4 x float> addrspace(1)*
  store <4 x float> %v630, <4 x float> addrspace(1)* %v631, align 16
  br label %join45
join45:
  br label %st_done43
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_sum, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_sum, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel row_max [BM=16, BN=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @row_max(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7) {
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
  %v24 = shl i32 %v23, 7
  %v25 = or i32 %v22, %v24
  %v26 = lshr i32 %v3, 1
  %v27 = and i32 %v26, 1
  %v28 = shl i32 %v27, 8
  %v29 = or i32 %v25, %v28
  %v30 = lshr i32 %v3, 2
  %v31 = and i32 %v30, 1
  %v32 = shl i32 %v31, 9
  %v33 = or i32 %v29, %v32
  %v34 = lshr i32 %v33, 8
  %v35 = and i32 %v34, 15
  %v36 = and i32 %v33, 255
  %v37 = sext i32 %v4 to i64
  %v38 = mul i64 %v37, 16
  %v39 = zext i32 %v35 to i64
  %v40 = add i64 %v38, %v39
  %v41 = sext i32 %p3 to i64
  %v42 = zext i32 %p1 to i64
  %v43 = mul i64 %v40, %v41
  %v44 = add i64 %v38, 16
  %v45 = icmp sle i64 %v44, %v42
  %v46 = icmp sge i64 %v37, 0
  %v47 = and i1 %v45, %v46
  %v48 = zext i32 %v36 to i64
  %v49 = zext i32 %p2 to i64
  %v50 = add i64 %v43, %v48
  %v51 = icmp sle i64 256, %v49
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
  %v81 = mul i64 4, %v41
  %v82 = add i64 %v50, %v81
  %v83 = add i64 %v40, 4
  %v84 = icmp ult i64 %v83, %v42
  %v85 = icmp ult i64 %v48, %v49
  %v86 = and i1 %v84, %v85
  %v87 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v82
  %v88 = load float, float addrspace(1)* %v87, align 4
  %v89 = mul i64 4, %v41
  %v90 = add i64 %v50, %v89
  %v91 = add i64 %v40, 4
  %v92 = icmp ult i64 %v91, %v42
  %v93 = add i64 %v90, 1
  %v94 = add i64 %v48, 1
  %v95 = icmp ult i64 %v94, %v49
  %v96 = and i1 %v92, %v95
  %v97 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v93
  %v98 = load float, float addrspace(1)* %v97, align 4
  %v99 = mul i64 4, %v41
  %v100 = add i64 %v50, %v99
  %v101 = add i64 %v40, 4
  %v102 = icmp ult i64 %v101, %v42
  %v103 = add i64 %v100, 2
  %v104 = add i64 %v48, 2
  %v105 = icmp ult i64 %v104, %v49
  %v106 = and i1 %v102, %v105
  %v107 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v103
  %v108 = load float, float addrspace(1)* %v107, align 4
  %v109 = mul i64 4, %v41
  %v110 = add i64 %v50, %v109
  %v111 = add i64 %v40, 4
  %v112 = icmp ult i64 %v111, %v42
  %v113 = add i64 %v110, 3
  %v114 = add i64 %v48, 3
  %v115 = icmp ult i64 %v114, %v49
  %v116 = and i1 %v112, %v115
  %v117 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v113
  %v118 = load float, float addrspace(1)* %v117, align 4
  %v119 = mul i64 8, %v41
  %v120 = add i64 %v50, %v119
  %v121 = add i64 %v40, 8
  %v122 = icmp ult i64 %v121, %v42
  %v123 = icmp ult i64 %v48, %v49
  %v124 = and i1 %v122, %v123
  %v125 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v120
  %v126 = load float, float addrspace(1)* %v125, align 4
  %v127 = mul i64 8, %v41
  %v128 = add i64 %v50, %v127
  %v129 = add i64 %v40, 8
  %v130 = icmp ult i64 %v129, %v42
  %v131 = add i64 %v128, 1
  %v132 = add i64 %v48, 1
  %v133 = icmp ult i64 %v132, %v49
  %v134 = and i1 %v130, %v133
  %v135 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v131
  %v136 = load float, float addrspace(1)* %v135, align 4
  %v137 = mul i64 8, %v41
  %v138 = add i64 %v50, %v137
  %v139 = add i64 %v40, 8
  %v140 = icmp ult i64 %v139, %v42
  %v141 = add i64 %v138, 2
  %v142 = add i64 %v48, 2
  %v143 = icmp ult i64 %v142, %v49
  %v144 = and i1 %v140, %v143
  %v145 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v141
  %v146 = load float, float addrspace(1)* %v145, align 4
  %v147 = mul i64 8, %v41
  %v148 = add i64 %v50, %v147
  %v149 = add i64 %v40, 8
  %v150 = icmp ult i64 %v149, %v42
  %v151 = add i64 %v148, 3
  %v152 = add i64 %v48, 3
  %v153 = icmp ult i64 %v152, %v49
  %v154 = and i1 %v150, %v153
  %v155 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v151
  %v156 = load float, float addrspace(1)* %v155, align 4
  %v157 = mul i64 12, %v41
  %v158 = add i64 %v50, %v157
  %v159 = add i64 %v40, 12
  %v160 = icmp ult i64 %v159, %v42
  %v161 = icmp ult i64 %v48, %v49
  %v162 = and i1 %v160, %v161
  %v163 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v158
  %v164 = load float, float addrspace(1)* %v163, align 4
  %v165 = mul i64 12, %v41
  %v166 = add i64 %v50, %v165
  %v167 = add i64 %v40, 12
  %v168 = icmp ult i64 %v167, %v42
  %v169 = add i64 %v166, 1
  %v170 = add i64 %v48, 1
  %v171 = icmp ult i64 %v170, %v49
  %v172 = and i1 %v168, %v171
  %v173 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v169
  %v174 = load float, float addrspace(1)* %v173, align 4
  %v175 = mul i64 12, %v41
  %v176 = add i64 %v50, %v175
  %v177 = add i64 %v40, 12
  %v178 = icmp ult i64 %v177, %v42
  %v179 = add i64 %v176, 2
  %v180 = add i64 %v48, 2
  %v181 = icmp ult i64 %v180, %v49
  %v182 = and i1 %v178, %v181
  %v183 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v179
  %v184 = load float, float addrspace(1)* %v183, align 4
  %v185 = mul i64 12, %v41
  %v186 = add i64 %v50, %v185
  %v187 = add i64 %v40, 12
  %v188 = icmp ult i64 %v187, %v42
  %v189 = add i64 %v186, 3
  %v190 = add i64 %v48, 3
  %v191 = icmp ult i64 %v190, %v49
  %v192 = and i1 %v188, %v191
  %v193 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v189
  %v194 = load float, float addrspace(1)* %v193, align 4
  br label %ld_done3
ld_edge2:
  %v195 = icmp ult i64 %v40, %v42
  %v196 = icmp ult i64 %v48, %v49
  %v197 = and i1 %v195, %v196
  %v198 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  br i1 %v197, label %ld4, label %ld_next5
ld_done3:
  %v351 = phi float [ %v59, %ld_full1 ], [ %v200, %ld_next35 ]
  %v352 = phi float [ %v66, %ld_full1 ], [ %v208, %ld_next35 ]
  %v353 = phi float [ %v73, %ld_full1 ], [ %v216, %ld_next35 ]
  %v354 = phi float [ %v80, %ld_full1 ], [ %v224, %ld_next35 ]
  %v355 = phi float [ %v88, %ld_full1 ], [ %v233, %ld_next35 ]
  %v356 = phi float [ %v98, %ld_full1 ], [ %v244, %ld_next35 ]
  %v357 = phi float [ %v108, %ld_full1 ], [ %v255, %ld_next35 ]
  %v358 = phi float [ %v118, %ld_full1 ], [ %v266, %ld_next35 ]
  %v359 = phi float [ %v126, %ld_full1 ], [ %v275, %ld_next35 ]
  %v360 = phi float [ %v136, %ld_full1 ], [ %v286, %ld_next35 ]
  %v361 = phi float [ %v146, %ld_full1 ], [ %v297, %ld_next35 ]
  %v362 = phi float [ %v156, %ld_full1 ], [ %v308, %ld_next35 ]
  %v363 = phi float [ %v164, %ld_full1 ], [ %v317, %ld_next35 ]
  %v364 = phi float [ %v174, %ld_full1 ], [ %v328, %ld_next35 ]
  %v365 = phi float [ %v184, %ld_full1 ], [ %v339, %ld_next35 ]
  %v366 = phi float [ %v194, %ld_full1 ], [ %v350, %ld_next35 ]
  %v367 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v351, float %v352)
  %v368 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v355, float %v356)
  %v369 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v359, float %v360)
  %v370 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v363, float %v364)
  %v371 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v367, float %v353)
  %v372 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v368, float %v357)
  %v373 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v369, float %v361)
  %v374 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v370, float %v365)
  %v375 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v371, float %v354)
  %v376 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v372, float %v358)
  %v377 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v373, float %v362)
  %v378 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v374, float %v366)
  %v379 = bitcast float %v375 to i32
  %v380 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v379, i32 1, i32 31)
  %v381 = bitcast i32 %v380 to float
  %v382 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v375, float %v381)
  %v383 = bitcast float %v376 to i32
  %v384 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v383, i32 1, i32 31)
  %v385 = bitcast i32 %v384 to float
  %v386 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v376, float %v385)
  %v387 = bitcast float %v377 to i32
  %v388 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v387, i32 1, i32 31)
  %v389 = bitcast i32 %v388 to float
  %v390 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v377, float %v389)
  %v391 = bitcast float %v378 to i32
  %v392 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v391, i32 1, i32 31)
  %v393 = bitcast i32 %v392 to float
  %v394 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v378, float %v393)
  %v395 = bitcast float %v382 to i32
  %v396 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v395, i32 2, i32 31)
  %v397 = bitcast i32 %v396 to float
  %v398 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v382, float %v397)
  %v399 = bitcast float %v386 to i32
  %v400 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v399, i32 2, i32 31)
  %v401 = bitcast i32 %v400 to float
  %v402 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v386, float %v401)
  %v403 = bitcast float %v390 to i32
  %v404 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v403, i32 2, i32 31)
  %v405 = bitcast i32 %v404 to float
  %v406 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v390, float %v405)
  %v407 = bitcast float %v394 to i32
  %v408 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v407, i32 2, i32 31)
  %v409 = bitcast i32 %v408 to float
  %v410 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v394, float %v409)
  %v411 = bitcast float %v398 to i32
  %v412 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v411, i32 4, i32 31)
  %v413 = bitcast i32 %v412 to float
  %v414 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v398, float %v413)
  %v415 = bitcast float %v402 to i32
  %v416 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v415, i32 4, i32 31)
  %v417 = bitcast i32 %v416 to float
  %v418 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v402, float %v417)
  %v419 = bitcast float %v406 to i32
  %v420 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v419, i32 4, i32 31)
  %v421 = bitcast i32 %v420 to float
  %v422 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v406, float %v421)
  %v423 = bitcast float %v410 to i32
  %v424 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v423, i32 4, i32 31)
  %v425 = bitcast i32 %v424 to float
  %v426 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v410, float %v425)
  %v427 = bitcast float %v414 to i32
  %v428 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v427, i32 8, i32 31)
  %v429 = bitcast i32 %v428 to float
  %v430 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v414, float %v429)
  %v431 = bitcast float %v418 to i32
  %v432 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v431, i32 8, i32 31)
  %v433 = bitcast i32 %v432 to float
  %v434 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v418, float %v433)
  %v435 = bitcast float %v422 to i32
  %v436 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v435, i32 8, i32 31)
  %v437 = bitcast i32 %v436 to float
  %v438 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v422, float %v437)
  %v439 = bitcast float %v426 to i32
  %v440 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v439, i32 8, i32 31)
  %v441 = bitcast i32 %v440 to float
  %v442 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v426, float %v441)
  %v443 = bitcast float %v430 to i32
  %v444 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v443, i32 16, i32 31)
  %v445 = bitcast i32 %v444 to float
  %v446 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v430, float %v445)
  %v447 = bitcast float %v434 to i32
  %v448 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v447, i32 16, i32 31)
  %v449 = bitcast i32 %v448 to float
  %v450 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v434, float %v449)
  %v451 = bitcast float %v438 to i32
  %v452 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v451, i32 16, i32 31)
  %v453 = bitcast i32 %v452 to float
  %v454 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v438, float %v453)
  %v455 = bitcast float %v442 to i32
  %v456 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v455, i32 16, i32 31)
  %v457 = bitcast i32 %v456 to float
  %v458 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v442, float %v457)
  call void @llvm.nvvm.barrier0()
  %v459 = mul i32 %v1, 4
  %v460 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v461 = getelementptr inbounds float, float addrspace(3)* %v460, i32 %v459
  store float %v446, float addrspace(3)* %v461, align 4
  %v462 = mul i32 %v1, 4
  %v463 = add i32 %v462, 1
  %v464 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v465 = getelementptr inbounds float, float addrspace(3)* %v464, i32 %v463
  store float %v450, float addrspace(3)* %v465, align 4
  %v466 = mul i32 %v1, 4
  %v467 = add i32 %v466, 2
  %v468 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v469 = getelementptr inbounds float, float addrspace(3)* %v468, i32 %v467
  store float %v454, float addrspace(3)* %v469, align 4
  %v470 = mul i32 %v1, 4
  %v471 = add i32 %v470, 3
  %v472 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v473 = getelementptr inbounds float, float addrspace(3)* %v472, i32 %v471
  store float %v458, float addrspace(3)* %v473, align 4
  call void @llvm.nvvm.barrier0()
  %v474 = and i32 %v3, -2
  %v475 = shl i32 %v474, 5
  %v476 = or i32 %v475, %v2
  %v477 = mul i32 %v476, 4
  %v478 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v479 = getelementptr inbounds float, float addrspace(3)* %v478, i32 %v477
  %v480 = load float, float addrspace(3)* %v479, align 4
  %v481 = mul i32 %v476, 4
  %v482 = add i32 %v481, 1
  %v483 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v484 = getelementptr inbounds float, float addrspace(3)* %v483, i32 %v482
  %v485 = load float, float addrspace(3)* %v484, align 4
  %v486 = mul i32 %v476, 4
  %v487 = add i32 %v486, 2
  %v488 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v489 = getelementptr inbounds float, float addrspace(3)* %v488, i32 %v487
  %v490 = load float, float addrspace(3)* %v489, align 4
  %v491 = mul i32 %v476, 4
  %v492 = add i32 %v491, 3
  %v493 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v494 = getelementptr inbounds float, float addrspace(3)* %v493, i32 %v492
  %v495 = load float, float addrspace(3)* %v494, align 4
  %v496 = or i32 %v474, 1
  %v497 = shl i32 %v496, 5
  %v498 = or i32 %v497, %v2
  %v499 = mul i32 %v498, 4
  %v500 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v501 = getelementptr inbounds float, float addrspace(3)* %v500, i32 %v499
  %v502 = load float, float addrspace(3)* %v501, align 4
  %v503 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v480, float %v502)
  %v504 = mul i32 %v498, 4
  %v505 = add i32 %v504, 1
  %v506 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v507 = getelementptr inbounds float, float addrspace(3)* %v506, i32 %v505
  %v508 = load float, float addrspace(3)* %v507, align 4
  %v509 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v485, float %v508)
  %v510 = mul i32 %v498, 4
  %v511 = add i32 %v510, 2
  %v512 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v513 = getelementptr inbounds float, float addrspace(3)* %v512, i32 %v511
  %v514 = load float, float addrspace(3)* %v513, align 4
  %v515 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v490, float %v514)
  %v516 = mul i32 %v498, 4
  %v517 = add i32 %v516, 3
  %v518 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v519 = getelementptr inbounds float, float addrspace(3)* %v518, i32 %v517
  %v520 = load float, float addrspace(3)* %v519, align 4
  %v521 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v495, float %v520)
  %v522 = icmp eq i32 256, 0
  %v523 = select i1 %v522, i32 1, i32 256
  %v524 = icmp eq i32 256, -1
  %v525 = select i1 %v524, i32 1, i32 %v523
  %v526 = sdiv i32 %p2, %v525
  %v527 = sub i32 0, %v526
  %v528 = select i1 %v524, i32 %v527, i32 %v526
  %v529 = srem i32 %p2, %v525
  %v530 = select i1 %v524, i32 0, i32 %v529
  %v531 = icmp ne i32 %v530, 0
  %v532 = xor i32 %v530, 256
  %v533 = icmp sge i32 %v532, 0
  %v534 = and i1 %v531, %v533
  %v535 = add i32 %v528, 1
  %v536 = select i1 %v534, i32 %v535, i32 %v528
  %v537 = select i1 %v522, i32 0, i32 %v536
  %v538 = sext i32 %v537 to i64
  br label %for36
ld4:
  %v199 = load float, float addrspace(1)* %v198, align 4
  br label %ld_next5
ld_next5:
  %v200 = phi float [ %v199, %ld4 ], [ 0xFFF0000000000000, %ld_edge2 ]
  %v201 = icmp ult i64 %v40, %v42
  %v202 = add i64 %v50, 1
  %v203 = add i64 %v48, 1
  %v204 = icmp ult i64 %v203, %v49
  %v205 = and i1 %v201, %v204
  %v206 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v202
  br i1 %v205, label %ld6, label %ld_next7
ld6:
  %v207 = load float, float addrspace(1)* %v206, align 4
  br label %ld_next7
ld_next7:
  %v208 = phi float [ %v207, %ld6 ], [ 0xFFF0000000000000, %ld_next5 ]
  %v209 = icmp ult i64 %v40, %v42
  %v210 = add i64 %v50, 2
  %v211 = add i64 %v48, 2
  %v212 = icmp ult i64 %v211, %v49
  %v213 = and i1 %v209, %v212
  %v214 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v210
  br i1 %v213, label %ld8, label %ld_next9
ld8:
  %v215 = load float, float addrspace(1)* %v214, align 4
  br label %ld_next9
ld_next9:
  %v216 = phi float [ %v215, %ld8 ], [ 0xFFF0000000000000, %ld_next7 ]
  %v217 = icmp ult i64 %v40, %v42
  %v218 = add i64 %v50, 3
  %v219 = add i64 %v48, 3
  %v220 = icmp ult i64 %v219, %v49
  %v221 = and i1 %v217, %v220
  %v222 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v218
  br i1 %v221, label %ld10, label %ld_next11
ld10:
  %v223 = load float, float addrspace(1)* %v222, align 4
  br label %ld_next11
ld_next11:
  %v224 = phi float [ %v223, %ld10 ], [ 0xFFF0000000000000, %ld_next9 ]
  %v225 = mul i64 4, %v41
  %v226 = add i64 %v50, %v225
  %v227 = add i64 %v40, 4
  %v228 = icmp ult i64 %v227, %v42
  %v229 = icmp ult i64 %v48, %v49
  %v230 = and i1 %v228, %v229
  %v231 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v226
  br i1 %v230, label %ld12, label %ld_next13
ld12:
  %v232 = load float, float addrspace(1)* %v231, align 4
  br label %ld_next13
ld_next13:
  %v233 = phi float [ %v232, %ld12 ], [ 0xFFF0000000000000, %ld_next11 ]
  %v234 = mul i64 4, %v41
  %v235 = add i64 %v50, %v234
  %v236 = add i64 %v40, 4
  %v237 = icmp ult i64 %v236, %v42
  %v238 = add i64 %v235, 1
  %v239 = add i64 %v48, 1
  %v240 = icmp ult i64 %v239, %v49
  %v241 = and i1 %v237, %v240
  %v242 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v238
  br i1 %v241, label %ld14, label %ld_next15
ld14:
  %v243 = load float, float addrspace(1)* %v242, align 4
  br label %ld_next15
ld_next15:
  %v244 = phi float [ %v243, %ld14 ], [ 0xFFF0000000000000, %ld_next13 ]
  %v245 = mul i64 4, %v41
  %v246 = add i64 %v50, %v245
  %v247 = add i64 %v40, 4
  %v248 = icmp ult i64 %v247, %v42
  %v249 = add i64 %v246, 2
  %v250 = add i64 %v48, 2
  %v251 = icmp ult i64 %v250, %v49
  %v252 = and i1 %v248, %v251
  %v253 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v249
  br i1 %v252, label %ld16, label %ld_next17
ld16:
  %v254 = load float, float addrspace(1)* %v253, align 4
  br label %ld_next17
ld_next17:
  %v255 = phi float [ %v254, %ld16 ], [ 0xFFF0000000000000, %ld_next15 ]
  %v256 = mul i64 4, %v41
  %v257 = add i64 %v50, %v256
  %v258 = add i64 %v40, 4
  %v259 = icmp ult i64 %v258, %v42
  %v260 = add i64 %v257, 3
  %v261 = add i64 %v48, 3
  %v262 = icmp ult i64 %v261, %v49
  %v263 = and i1 %v259, %v262
  %v264 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v260
  br i1 %v263, label %ld18, label %ld_next19
ld18:
  %v265 = load float, float addrspace(1)* %v264, align 4
  br label %ld_next19
ld_next19:
  %v266 = phi float [ %v265, %ld18 ], [ 0xFFF0000000000000, %ld_next17 ]
  %v267 = mul i64 8, %v41
  %v268 = add i64 %v50, %v267
  %v269 = add i64 %v40, 8
  %v270 = icmp ult i64 %v269, %v42
  %v271 = icmp ult i64 %v48, %v49
  %v272 = and i1 %v270, %v271
  %v273 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v268
  br i1 %v272, label %ld20, label %ld_next21
ld20:
  %v274 = load float, float addrspace(1)* %v273, align 4
  br label %ld_next21
ld_next21:
  %v275 = phi float [ %v274, %ld20 ], [ 0xFFF0000000000000, %ld_next19 ]
  %v276 = mul i64 8, %v41
  %v277 = add i64 %v50, %v276
  %v278 = add i64 %v40, 8
  %v279 = icmp ult i64 %v278, %v42
  %v280 = add i64 %v277, 1
  %v281 = add i64 %v48, 1
  %v282 = icmp ult i64 %v281, %v49
  %v283 = and i1 %v279, %v282
  %v284 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v280
  br i1 %v283, label %ld22, label %ld_next23
ld22:
  %v285 = load float, float addrspace(1)* %v284, align 4
  br label %ld_next23
ld_next23:
  %v286 = phi float [ %v285, %ld22 ], [ 0xFFF0000000000000, %ld_next21 ]
  %v287 = mul i64 8, %v41
  %v288 = add i64 %v50, %v287
  %v289 = add i64 %v40, 8
  %v290 = icmp ult i64 %v289, %v42
  %v291 = add i64 %v288, 2
  %v292 = add i64 %v48, 2
  %v293 = icmp ult i64 %v292, %v49
  %v294 = and i1 %v290, %v293
  %v295 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v291
  br i1 %v294, label %ld24, label %ld_next25
ld24:
  %v296 = load float, float addrspace(1)* %v295, align 4
  br label %ld_next25
ld_next25:
  %v297 = phi float [ %v296, %ld24 ], [ 0xFFF0000000000000, %ld_next23 ]
  %v298 = mul i64 8, %v41
  %v299 = add i64 %v50, %v298
  %v300 = add i64 %v40, 8
  %v301 = icmp ult i64 %v300, %v42
  %v302 = add i64 %v299, 3
  %v303 = add i64 %v48, 3
  %v304 = icmp ult i64 %v303, %v49
  %v305 = and i1 %v301, %v304
  %v306 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v302
  br i1 %v305, label %ld26, label %ld_next27
ld26:
  %v307 = load float, float addrspace(1)* %v306, align 4
  br label %ld_next27
ld_next27:
  %v308 = phi float [ %v307, %ld26 ], [ 0xFFF0000000000000, %ld_next25 ]
  %v309 = mul i64 12, %v41
  %v310 = add i64 %v50, %v309
  %v311 = add i64 %v40, 12
  %v312 = icmp ult i64 %v311, %v42
  %v313 = icmp ult i64 %v48, %v49
  %v314 = and i1 %v312, %v313
  %v315 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v310
  br i1 %v314, label %ld28, label %ld_next29
ld28:
  %v316 = load float, float addrspace(1)* %v315, align 4
  br label %ld_next29
ld_next29:
  %v317 = phi float [ %v316, %ld28 ], [ 0xFFF0000000000000, %ld_next27 ]
  %v318 = mul i64 12, %v41
  %v319 = add i64 %v50, %v318
  %v320 = add i64 %v40, 12
  %v321 = icmp ult i64 %v320, %v42
  %v322 = add i64 %v319, 1
  %v323 = add i64 %v48, 1
  %v324 = icmp ult i64 %v323, %v49
  %v325 = and i1 %v321, %v324
  %v326 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v322
  br i1 %v325, label %ld30, label %ld_next31
ld30:
  %v327 = load float, float addrspace(1)* %v326, align 4
  br label %ld_next31
ld_next31:
  %v328 = phi float [ %v327, %ld30 ], [ 0xFFF0000000000000, %ld_next29 ]
  %v329 = mul i64 12, %v41
  %v330 = add i64 %v50, %v329
  %v331 = add i64 %v40, 12
  %v332 = icmp ult i64 %v331, %v42
  %v333 = add i64 %v330, 2
  %v334 = add i64 %v48, 2
  %v335 = icmp ult i64 %v334, %v49
  %v336 = and i1 %v332, %v335
  %v337 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v333
  br i1 %v336, label %ld32, label %ld_next33
ld32:
  %v338 = load float, float addrspace(1)* %v337, align 4
  br label %ld_next33
ld_next33:
  %v339 = phi float [ %v338, %ld32 ], [ 0xFFF0000000000000, %ld_next31 ]
  %v340 = mul i64 12, %v41
  %v341 = add i64 %v50, %v340
  %v342 = add i64 %v40, 12
  %v343 = icmp ult i64 %v342, %v42
  %v344 = add i64 %v341, 3
  %v345 = add i64 %v48, 3
  %v346 = icmp ult i64 %v345, %v49
  %v347 = and i1 %v343, %v346
  %v348 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v344
  br i1 %v347, label %ld34, label %ld_next35
ld34:
  %v349 = load float, float addrspace(1)* %v348, align 4
  br label %ld_next35
ld_next35:
  %v350 = phi float [ %v349, %ld34 ], [ 0xFFF0000000000000, %ld_next33 ]
  br label %ld_done3
for36:
  %v539 = phi float [ %v503, %ld_done3 ], [ %v1071, %ld_done41 ]
  %v540 = phi float [ %v509, %ld_done3 ], [ %v1072, %ld_done41 ]
  %v541 = phi float [ %v515, %ld_done3 ], [ %v1073, %ld_done41 ]
  %v542 = phi float [ %v521, %ld_done3 ], [ %v1074, %ld_done41 ]
  %v543 = phi i64 [ 1, %ld_done3 ], [ %v1075, %ld_done41 ]
  %v544 = icmp slt i64 %v543, %v538
  %v545 = icmp sgt i64 %v543, %v538
  %v546 = icmp sgt i64 1, 0
  %v547 = select i1 %v546, i1 %v544, i1 %v545
  br i1 %v547, label %body37, label %endfor38
body37:
  %v548 = trunc i64 %v543 to i32
  %v549 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v550 = and i32 %v2, 1
  %v551 = shl i32 %v550, 2
  %v552 = lshr i32 %v2, 1
  %v553 = and i32 %v552, 1
  %v554 = shl i32 %v553, 3
  %v555 = or i32 %v551, %v554
  %v556 = lshr i32 %v2, 2
  %v557 = and i32 %v556, 1
  %v558 = shl i32 %v557, 4
  %v559 = or i32 %v555, %v558
  %v560 = lshr i32 %v2, 3
  %v561 = and i32 %v560, 1
  %v562 = shl i32 %v561, 5
  %v563 = or i32 %v559, %v562
  %v564 = lshr i32 %v2, 4
  %v565 = and i32 %v564, 1
  %v566 = shl i32 %v565, 6
  %v567 = or i32 %v563, %v566
  %v568 = and i32 %v3, 1
  %v569 = shl i32 %v568, 7
  %v570 = or i32 %v567, %v569
  %v571 = lshr i32 %v3, 1
  %v572 = and i32 %v571, 1
  %v573 = shl i32 %v572, 8
  %v574 = or i32 %v570, %v573
  %v575 = lshr i32 %v3, 2
  %v576 = and i32 %v575, 1
  %v577 = shl i32 %v576, 9
  %v578 = or i32 %v574, %v577
  %v579 = lshr i32 %v578, 8
  %v580 = and i32 %v579, 15
  %v581 = and i32 %v578, 255
  %v582 = sext i32 %v549 to i64
  %v583 = mul i64 %v582, 16
  %v584 = zext i32 %v580 to i64
  %v585 = add i64 %v583, %v584
  %v586 = sext i32 %p3 to i64
  %v587 = zext i32 %p1 to i64
  %v588 = mul i64 %v585, %v586
  %v589 = add i64 %v583, 16
  %v590 = icmp sle i64 %v589, %v587
  %v591 = icmp sge i64 %v582, 0
  %v592 = and i1 %v590, %v591
  %v593 = sext i32 %v548 to i64
  %v594 = mul i64 %v593, 256
  %v595 = zext i32 %v581 to i64
  %v596 = add i64 %v594, %v595
  %v597 = zext i32 %p2 to i64
  %v598 = add i64 %v588, %v596
  %v599 = add i64 %v594, 256
  %v600 = icmp sle i64 %v599, %v597
  %v601 = icmp sge i64 %v593, 0
  %v602 = and i1 %v600, %v601
  %v603 = and i1 %v592, %v602
  br i1 %v603, label %ld_full39, label %ld_edge40
endfor38:
  %v1076 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  call void @llvm.nvvm.barrier0()
  %v1077 = lshr i32 %v3, 1
  %v1078 = and i32 %v1077, 1
  %v1079 = lshr i32 %v3, 2
  %v1080 = and i32 %v1079, 1
  %v1081 = shl i32 %v1080, 1
  %v1082 = or i32 %v1078, %v1081
  %v1083 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1084 = getelementptr inbounds float, float addrspace(3)* %v1083, i32 %v1082
  store float %v539, float addrspace(3)* %v1084, align 4
  %v1085 = or i32 %v1082, 4
  %v1086 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1087 = getelementptr inbounds float, float addrspace(3)* %v1086, i32 %v1085
  store float %v540, float addrspace(3)* %v1087, align 4
  %v1088 = or i32 %v1082, 8
  %v1089 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1090 = getelementptr inbounds float, float addrspace(3)* %v1089, i32 %v1088
  store float %v541, float addrspace(3)* %v1090, align 4
  %v1091 = or i32 %v1082, 12
  %v1092 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1093 = getelementptr inbounds float, float addrspace(3)* %v1092, i32 %v1091
  store float %v542, float addrspace(3)* %v1093, align 4
  call void @llvm.nvvm.barrier0()
  %v1094 = and i32 %v2, 1
  %v1095 = shl i32 %v1094, 2
  %v1096 = lshr i32 %v2, 1
  %v1097 = and i32 %v1096, 1
  %v1098 = shl i32 %v1097, 3
  %v1099 = or i32 %v1095, %v1098
  %v1100 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1101 = getelementptr inbounds float, float addrspace(3)* %v1100, i32 %v1099
  %v1102 = load float, float addrspace(3)* %v1101, align 4
  %v1103 = or i32 %v1099, 1
  %v1104 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1105 = getelementptr inbounds float, float addrspace(3)* %v1104, i32 %v1103
  %v1106 = load float, float addrspace(3)* %v1105, align 4
  %v1107 = or i32 %v1099, 2
  %v1108 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1109 = getelementptr inbounds float, float addrspace(3)* %v1108, i32 %v1107
  %v1110 = load float, float addrspace(3)* %v1109, align 4
  %v1111 = or i32 %v1099, 3
  %v1112 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1113 = getelementptr inbounds float, float addrspace(3)* %v1112, i32 %v1111
  %v1114 = load float, float addrspace(3)* %v1113, align 4
  %v1115 = and i32 %v2, 1
  %v1116 = shl i32 %v1115, 2
  %v1117 = lshr i32 %v2, 1
  %v1118 = and i32 %v1117, 1
  %v1119 = shl i32 %v1118, 3
  %v1120 = or i32 %v1116, %v1119
  %v1121 = and i32 %v1120, 15
  %v1122 = sext i32 %v1076 to i64
  %v1123 = mul i64 %v1122, 16
  %v1124 = zext i32 %v1121 to i64
  %v1125 = add i64 %v1123, %v1124
  %v1126 = zext i32 %p6 to i64
  %v1127 = add i64 %v1123, 16
  %v1128 = icmp sle i64 %v1127, %v1126
  %v1129 = icmp sge i64 %v1122, 0
  %v1130 = and i1 %v1128, %v1129
  %v1131 = and i32 %v2, 28
  %v1132 = icmp eq i32 %v1131, 0
  %v1133 = and i32 %v3, 7
  %v1134 = icmp eq i32 %v1133, 0
  %v1135 = and i1 %v1132, %v1134
  br i1 %v1135, label %st_owner74, label %join75
ld_full39:
  %v604 = icmp ult i64 %v585, %v587
  %v605 = icmp ult i64 %v596, %v597
  %v606 = and i1 %v604, %v605
  %v607 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v598
  %v608 = load float, float addrspace(1)* %v607, align 4
  %v609 = icmp ult i64 %v585, %v587
  %v610 = add i64 %v598, 1
  %v611 = add i64 %v596, 1
  %v612 = icmp ult i64 %v611, %v597
  %v613 = and i1 %v609, %v612
  %v614 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v610
  %v615 = load float, float addrspace(1)* %v614, align 4
  %v616 = icmp ult i64 %v585, %v587
  %v617 = add i64 %v598, 2
  %v618 = add i64 %v596, 2
  %v619 = icmp ult i64 %v618, %v597
  %v620 = and i1 %v616, %v619
  %v621 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v617
  %v622 = load float, float addrspace(1)* %v621, align 4
  %v623 = icmp ult i64 %v585, %v587
  %v624 = add i64 %v598, 3
  %v625 = add i64 %v596, 3
  %v626 = icmp ult i64 %v625, %v597
  %v627 = and i1 %v623, %v626
  %v628 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v624
  %v629 = load float, float addrspace(1)* %v628, align 4
  %v630 = mul i64 4, %v586
  %v631 = add i64 %v598, %v630
  %v632 = add i64 %v585, 4
  %v633 = icmp ult i64 %v632, %v587
  %v634 = icmp ult i64 %v596, %v597
  %v635 = and i1 %v633, %v634
  %v636 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v631
  %v637 = load float, float addrspace(1)* %v636, align 4
  %v638 = mul i64 4, %v586
  %v639 = add i64 %v598, %v638
  %v640 = add i64 %v585, 4
  %v641 = icmp ult i64 %v640, %v587
  %v642 = add i64 %v639, 1
  %v643 = add i64 %v596, 1
  %v644 = icmp ult i64 %v643, %v597
  %v645 = and i1 %v641, %v644
  %v646 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v642
  %v647 = load float, float addrspace(1)* %v646, align 4
  %v648 = mul i64 4, %v586
  %v649 = add i64 %v598, %v648
  %v650 = add i64 %v585, 4
  %v651 = icmp ult i64 %v650, %v587
  %v652 = add i64 %v649, 2
  %v653 = add i64 %v596, 2
  %v654 = icmp ult i64 %v653, %v597
  %v655 = and i1 %v651, %v654
  %v656 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v652
  %v657 = load float, float addrspace(1)* %v656, align 4
  %v658 = mul i64 4, %v586
  %v659 = add i64 %v598, %v658
  %v660 = add i64 %v585, 4
  %v661 = icmp ult i64 %v660, %v587
  %v662 = add i64 %v659, 3
  %v663 = add i64 %v596, 3
  %v664 = icmp ult i64 %v663, %v597
  %v665 = and i1 %v661, %v664
  %v666 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v662
  %v667 = load float, float addrspace(1)* %v666, align 4
  %v668 = mul i64 8, %v586
  %v669 = add i64 %v598, %v668
  %v670 = add i64 %v585, 8
  %v671 = icmp ult i64 %v670, %v587
  %v672 = icmp ult i64 %v596, %v597
  %v673 = and i1 %v671, %v672
  %v674 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v669
  %v675 = load float, float addrspace(1)* %v674, align 4
  %v676 = mul i64 8, %v586
  %v677 = add i64 %v598, %v676
  %v678 = add i64 %v585, 8
  %v679 = icmp ult i64 %v678, %v587
  %v680 = add i64 %v677, 1
  %v681 = add i64 %v596, 1
  %v682 = icmp ult i64 %v681, %v597
  %v683 = and i1 %v679, %v682
  %v684 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v680
  %v685 = load float, float addrspace(1)* %v684, align 4
  %v686 = mul i64 8, %v586
  %v687 = add i64 %v598, %v686
  %v688 = add i64 %v585, 8
  %v689 = icmp ult i64 %v688, %v587
  %v690 = add i64 %v687, 2
  %v691 = add i64 %v596, 2
  %v692 = icmp ult i64 %v691, %v597
  %v693 = and i1 %v689, %v692
  %v694 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v690
  %v695 = load float, float addrspace(1)* %v694, align 4
  %v696 = mul i64 8, %v586
  %v697 = add i64 %v598, %v696
  %v698 = add i64 %v585, 8
  %v699 = icmp ult i64 %v698, %v587
  %v700 = add i64 %v697, 3
  %v701 = add i64 %v596, 3
  %v702 = icmp ult i64 %v701, %v597
  %v703 = and i1 %v699, %v702
  %v704 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v700
  %v705 = load float, float addrspace(1)* %v704, align 4
  %v706 = mul i64 12, %v586
  %v707 = add i64 %v598, %v706
  %v708 = add i64 %v585, 12
  %v709 = icmp ult i64 %v708, %v587
  %v710 = icmp ult i64 %v596, %v597
  %v711 = and i1 %v709, %v710
  %v712 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v707
  %v713 = load float, float addrspace(1)* %v712, align 4
  %v714 = mul i64 12, %v586
  %v715 = add i64 %v598, %v714
  %v716 = add i64 %v585, 12
  %v717 = icmp ult i64 %v716, %v587
  %v718 = add i64 %v715, 1
  %v719 = add i64 %v596, 1
  %v720 = icmp ult i64 %v719, %v597
  %v721 = and i1 %v717, %v720
  %v722 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v718
  %v723 = load float, float addrspace(1)* %v722, align 4
  %v724 = mul i64 12, %v586
  %v725 = add i64 %v598, %v724
  %v726 = add i64 %v585, 12
  %v727 = icmp ult i64 %v726, %v587
  %v728 = add i64 %v725, 2
  %v729 = add i64 %v596, 2
  %v730 = icmp ult i64 %v729, %v597
  %v731 = and i1 %v727, %v730
  %v732 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v728
  %v733 = load float, float addrspace(1)* %v732, align 4
  %v734 = mul i64 12, %v586
  %v735 = add i64 %v598, %v734
  %v736 = add i64 %v585, 12
  %v737 = icmp ult i64 %v736, %v587
  %v738 = add i64 %v735, 3
  %v739 = add i64 %v596, 3
  %v740 = icmp ult i64 %v739, %v597
  %v741 = and i1 %v737, %v740
  %v742 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v738
  %v743 = load float, float addrspace(1)* %v742, align 4
  br label %ld_done41
ld_edge40:
  %v744 = icmp ult i64 %v585, %v587
  %v745 = icmp ult i64 %v596, %v597
  %v746 = and i1 %v744, %v745
  %v747 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v598
  br i1 %v746, label %ld42, label %ld_next43
ld_done41:
  %v900 = phi float [ %v608, %ld_full39 ], [ %v749, %ld_next73 ]
  %v901 = phi float [ %v615, %ld_full39 ], [ %v757, %ld_next73 ]
  %v902 = phi float [ %v622, %ld_full39 ], [ %v765, %ld_next73 ]
  %v903 = phi float [ %v629, %ld_full39 ], [ %v773, %ld_next73 ]
  %v904 = phi float [ %v637, %ld_full39 ], [ %v782, %ld_next73 ]
  %v905 = phi float [ %v647, %ld_full39 ], [ %v793, %ld_next73 ]
  %v906 = phi float [ %v657, %ld_full39 ], [ %v804, %ld_next73 ]
  %v907 = phi float [ %v667, %ld_full39 ], [ %v815, %ld_next73 ]
  %v908 = phi float [ %v675, %ld_full39 ], [ %v824, %ld_next73 ]
  %v909 = phi float [ %v685, %ld_full39 ], [ %v835, %ld_next73 ]
  %v910 = phi float [ %v695, %ld_full39 ], [ %v846, %ld_next73 ]
  %v911 = phi float [ %v705, %ld_full39 ], [ %v857, %ld_next73 ]
  %v912 = phi float [ %v713, %ld_full39 ], [ %v866, %ld_next73 ]
  %v913 = phi float [ %v723, %ld_full39 ], [ %v877, %ld_next73 ]
  %v914 = phi float [ %v733, %ld_full39 ], [ %v888, %ld_next73 ]
  %v915 = phi float [ %v743, %ld_full39 ], [ %v899, %ld_next73 ]
  %v916 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v900, float %v901)
  %v917 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v904, float %v905)
  %v918 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v908, float %v909)
  %v919 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v912, float %v913)
  %v920 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v916, float %v902)
  %v921 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v917, float %v906)
  %v922 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v918, float %v910)
  %v923 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v919, float %v914)
  %v924 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v920, float %v903)
  %v925 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v921, float %v907)
  %v926 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v922, float %v911)
  %v927 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v923, float %v915)
  %v928 = bitcast float %v924 to i32
  %v929 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v928, i32 1, i32 31)
  %v930 = bitcast i32 %v929 to float
  %v931 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v924, float %v930)
  %v932 = bitcast float %v925 to i32
  %v933 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v932, i32 1, i32 31)
  %v934 = bitcast i32 %v933 to float
  %v935 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v925, float %v934)
  %v936 = bitcast float %v926 to i32
  %v937 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v936, i32 1, i32 31)
  %v938 = bitcast i32 %v937 to float
  %v939 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v926, float %v938)
  %v940 = bitcast float %v927 to i32
  %v941 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v940, i32 1, i32 31)
  %v942 = bitcast i32 %v941 to float
  %v943 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v927, float %v942)
  %v944 = bitcast float %v931 to i32
  %v945 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v944, i32 2, i32 31)
  %v946 = bitcast i32 %v945 to float
  %v947 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v931, float %v946)
  %v948 = bitcast float %v935 to i32
  %v949 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v948, i32 2, i32 31)
  %v950 = bitcast i32 %v949 to float
  %v951 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v935, float %v950)
  %v952 = bitcast float %v939 to i32
  %v953 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v952, i32 2, i32 31)
  %v954 = bitcast i32 %v953 to float
  %v955 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v939, float %v954)
  %v956 = bitcast float %v943 to i32
  %v957 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v956, i32 2, i32 31)
  %v958 = bitcast i32 %v957 to float
  %v959 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v943, float %v958)
  %v960 = bitcast float %v947 to i32
  %v961 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v960, i32 4, i32 31)
  %v962 = bitcast i32 %v961 to float
  %v963 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v947, float %v962)
  %v964 = bitcast float %v951 to i32
  %v965 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v964, i32 4, i32 31)
  %v966 = bitcast i32 %v965 to float
  %v967 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v951, float %v966)
  %v968 = bitcast float %v955 to i32
  %v969 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v968, i32 4, i32 31)
  %v970 = bitcast i32 %v969 to float
  %v971 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v955, float %v970)
  %v972 = bitcast float %v959 to i32
  %v973 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v972, i32 4, i32 31)
  %v974 = bitcast i32 %v973 to float
  %v975 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v959, float %v974)
  %v976 = bitcast float %v963 to i32
  %v977 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v976, i32 8, i32 31)
  %v978 = bitcast i32 %v977 to float
  %v979 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v963, float %v978)
  %v980 = bitcast float %v967 to i32
  %v981 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v980, i32 8, i32 31)
  %v982 = bitcast i32 %v981 to float
  %v983 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v967, float %v982)
  %v984 = bitcast float %v971 to i32
  %v985 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v984, i32 8, i32 31)
  %v986 = bitcast i32 %v985 to float
  %v987 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v971, float %v986)
  %v988 = bitcast float %v975 to i32
  %v989 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v988, i32 8, i32 31)
  %v990 = bitcast i32 %v989 to float
  %v991 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v975, float %v990)
  %v992 = bitcast float %v979 to i32
  %v993 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v992, i32 16, i32 31)
  %v994 = bitcast i32 %v993 to float
  %v995 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v979, float %v994)
  %v996 = bitcast float %v983 to i32
  %v997 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v996, i32 16, i32 31)
  %v998 = bitcast i32 %v997 to float
  %v999 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v983, float %v998)
  %v1000 = bitcast float %v987 to i32
  %v1001 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1000, i32 16, i32 31)
  %v1002 = bitcast i32 %v1001 to float
  %v1003 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v987, float %v1002)
  %v1004 = bitcast float %v991 to i32
  %v1005 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1004, i32 16, i32 31)
  %v1006 = bitcast i32 %v1005 to float
  %v1007 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v991, float %v1006)
  call void @llvm.nvvm.barrier0()
  %v1008 = mul i32 %v1, 4
  %v1009 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1010 = getelementptr inbounds float, float addrspace(3)* %v1009, i32 %v1008
  store float %v995, float addrspace(3)* %v1010, align 4
  %v1011 = mul i32 %v1, 4
  %v1012 = add i32 %v1011, 1
  %v1013 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1014 = getelementptr inbounds float, float addrspace(3)* %v1013, i32 %v1012
  store float %v999, float addrspace(3)* %v1014, align 4
  %v1015 = mul i32 %v1, 4
  %v1016 = add i32 %v1015, 2
  %v1017 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1018 = getelementptr inbounds float, float addrspace(3)* %v1017, i32 %v1016
  store float %v1003, float addrspace(3)* %v1018, align 4
  %v1019 = mul i32 %v1, 4
  %v1020 = add i32 %v1019, 3
  %v1021 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1022 = getelementptr inbounds float, float addrspace(3)* %v1021, i32 %v1020
  store float %v1007, float addrspace(3)* %v1022, align 4
  call void @llvm.nvvm.barrier0()
  %v1023 = and i32 %v3, -2
  %v1024 = shl i32 %v1023, 5
  %v1025 = or i32 %v1024, %v2
  %v1026 = mul i32 %v1025, 4
  %v1027 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1028 = getelementptr inbounds float, float addrspace(3)* %v1027, i32 %v1026
  %v1029 = load float, float addrspace(3)* %v1028, align 4
  %v1030 = mul i32 %v1025, 4
  %v1031 = add i32 %v1030, 1
  %v1032 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1033 = getelementptr inbounds float, float addrspace(3)* %v1032, i32 %v1031
  %v1034 = load float, float addrspace(3)* %v1033, align 4
  %v1035 = mul i32 %v1025, 4
  %v1036 = add i32 %v1035, 2
  %v1037 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1038 = getelementptr inbounds float, float addrspace(3)* %v1037, i32 %v1036
  %v1039 = load float, float addrspace(3)* %v1038, align 4
  %v1040 = mul i32 %v1025, 4
  %v1041 = add i32 %v1040, 3
  %v1042 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1043 = getelementptr inbounds float, float addrspace(3)* %v1042, i32 %v1041
  %v1044 = load float, float addrspace(3)* %v1043, align 4
  %v1045 = or i32 %v1023, 1
  %v1046 = shl i32 %v1045, 5
  %v1047 = or i32 %v1046, %v2
  %v1048 = mul i32 %v1047, 4
  %v1049 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1050 = getelementptr inbounds float, float addrspace(3)* %v1049, i32 %v1048
  %v1051 = load float, float addrspace(3)* %v1050, align 4
  %v1052 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1029, float %v1051)
  %v1053 = mul i32 %v1047, 4
  %v1054 = add i32 %v1053, 1
  %v1055 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1056 = getelementptr inbounds float, float addrspace(3)* %v1055, i32 %v1054
  %v1057 = load float, float addrspace(3)* %v1056, align 4
  %v1058 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1034, float %v1057)
  %v1059 = mul i32 %v1047, 4
  %v1060 = add i32 %v1059, 2
  %v1061 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1062 = getelementptr inbounds float, float addrspace(3)* %v1061, i32 %v1060
  %v1063 = load float, float addrspace(3)* %v1062, align 4
  %v1064 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1039, float %v1063)
  %v1065 = mul i32 %v1047, 4
  %v1066 = add i32 %v1065, 3
  %v1067 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1068 = getelementptr inbounds float, float addrspace(3)* %v1067, i32 %v1066
  %v1069 = load float, float addrspace(3)* %v1068, align 4
  %v1070 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1044, float %v1069)
  %v1071 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v539, float %v1052)
  %v1072 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v540, float %v1058)
  %v1073 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v541, float %v1064)
  %v1074 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v542, float %v1070)
  %v1075 = add i64 %v543, 1
  br label %for36
ld42:
  %v748 = load float, float addrspace(1)* %v747, align 4
  br label %ld_next43
ld_next43:
  %v749 = phi float [ %v748, %ld42 ], [ 0xFFF0000000000000, %ld_edge40 ]
  %v750 = icmp ult i64 %v585, %v587
  %v751 = add i64 %v598, 1
  %v752 = add i64 %v596, 1
  %v753 = icmp ult i64 %v752, %v597
  %v754 = and i1 %v750, %v753
  %v755 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v751
  br i1 %v754, label %ld44, label %ld_next45
ld44:
  %v756 = load float, float addrspace(1)* %v755, align 4
  br label %ld_next45
ld_next45:
  %v757 = phi float [ %v756, %ld44 ], [ 0xFFF0000000000000, %ld_next43 ]
  %v758 = icmp ult i64 %v585, %v587
  %v759 = add i64 %v598, 2
  %v760 = add i64 %v596, 2
  %v761 = icmp ult i64 %v760, %v597
  %v762 = and i1 %v758, %v761
  %v763 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v759
  br i1 %v762, label %ld46, label %ld_next47
ld46:
  %v764 = load float, float addrspace(1)* %v763, align 4
  br label %ld_next47
ld_next47:
  %v765 = phi float [ %v764, %ld46 ], [ 0xFFF0000000000000, %ld_next45 ]
  %v766 = icmp ult i64 %v585, %v587
  %v767 = add i64 %v598, 3
  %v768 = add i64 %v596, 3
  %v769 = icmp ult i64 %v768, %v597
  %v770 = and i1 %v766, %v769
  %v771 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v767
  br i1 %v770, label %ld48, label %ld_next49
ld48:
  %v772 = load float, float addrspace(1)* %v771, align 4
  br label %ld_next49
ld_next49:
  %v773 = phi float [ %v772, %ld48 ], [ 0xFFF0000000000000, %ld_next47 ]
  %v774 = mul i64 4, %v586
  %v775 = add i64 %v598, %v774
  %v776 = add i64 %v585, 4
  %v777 = icmp ult i64 %v776, %v587
  %v778 = icmp ult i64 %v596, %v597
  %v779 = and i1 %v777, %v778
  %v780 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v775
  br i1 %v779, label %ld50, label %ld_next51
ld50:
  %v781 = load float, float addrspace(1)* %v780, align 4
  br label %ld_next51
ld_next51:
  %v782 = phi float [ %v781, %ld50 ], [ 0xFFF0000000000000, %ld_next49 ]
  %v783 = mul i64 4, %v586
  %v784 = add i64 %v598, %v783
  %v785 = add i64 %v585, 4
  %v786 = icmp ult i64 %v785, %v587
  %v787 = add i64 %v784, 1
  %v788 = add i64 %v596, 1
  %v789 = icmp ult i64 %v788, %v597
  %v790 = and i1 %v786, %v789
  %v791 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v787
  br i1 %v790, label %ld52, label %ld_next53
ld52:
  %v792 = load float, float addrspace(1)* %v791, align 4
  br label %ld_next53
ld_next53:
  %v793 = phi float [ %v792, %ld52 ], [ 0xFFF0000000000000, %ld_next51 ]
  %v794 = mul i64 4, %v586
  %v795 = add i64 %v598, %v794
  %v796 = add i64 %v585, 4
  %v797 = icmp ult i64 %v796, %v587
  %v798 = add i64 %v795, 2
  %v799 = add i64 %v596, 2
  %v800 = icmp ult i64 %v799, %v597
  %v801 = and i1 %v797, %v800
  %v802 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v798
  br i1 %v801, label %ld54, label %ld_next55
ld54:
  %v803 = load float, float addrspace(1)* %v802, align 4
  br label %ld_next55
ld_next55:
  %v804 = phi float [ %v803, %ld54 ], [ 0xFFF0000000000000, %ld_next53 ]
  %v805 = mul i64 4, %v586
  %v806 = add i64 %v598, %v805
  %v807 = add i64 %v585, 4
  %v808 = icmp ult i64 %v807, %v587
  %v809 = add i64 %v806, 3
  %v810 = add i64 %v596, 3
  %v811 = icmp ult i64 %v810, %v597
  %v812 = and i1 %v808, %v811
  %v813 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v809
  br i1 %v812, label %ld56, label %ld_next57
ld56:
  %v814 = load float, float addrspace(1)* %v813, align 4
  br label %ld_next57
ld_next57:
  %v815 = phi float [ %v814, %ld56 ], [ 0xFFF0000000000000, %ld_next55 ]
  %v816 = mul i64 8, %v586
  %v817 = add i64 %v598, %v816
  %v818 = add i64 %v585, 8
  %v819 = icmp ult i64 %v818, %v587
  %v820 = icmp ult i64 %v596, %v597
  %v821 = and i1 %v819, %v820
  %v822 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v817
  br i1 %v821, label %ld58, label %ld_next59
ld58:
  %v823 = load float, float addrspace(1)* %v822, align 4
  br label %ld_next59
ld_next59:
  %v824 = phi float [ %v823, %ld58 ], [ 0xFFF0000000000000, %ld_next57 ]
  %v825 = mul i64 8, %v586
  %v826 = add i64 %v598, %v825
  %v827 = add i64 %v585, 8
  %v828 = icmp ult i64 %v827, %v587
  %v829 = add i64 %v826, 1
  %v830 = add i64 %v596, 1
  %v831 = icmp ult i64 %v830, %v597
  %v832 = and i1 %v828, %v831
  %v833 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v829
  br i1 %v832, label %ld60, label %ld_next61
ld60:
  %v834 = load float, float addrspace(1)* %v833, align 4
  br label %ld_next61
ld_next61:
  %v835 = phi float [ %v834, %ld60 ], [ 0xFFF0000000000000, %ld_next59 ]
  %v836 = mul i64 8, %v586
  %v837 = add i64 %v598, %v836
  %v838 = add i64 %v585, 8
  %v839 = icmp ult i64 %v838, %v587
  %v840 = add i64 %v837, 2
  %v841 = add i64 %v596, 2
  %v842 = icmp ult i64 %v841, %v597
  %v843 = and i1 %v839, %v842
  %v844 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v840
  br i1 %v843, label %ld62, label %ld_next63
ld62:
  %v845 = load float, float addrspace(1)* %v844, align 4
  br label %ld_next63
ld_next63:
  %v846 = phi float [ %v845, %ld62 ], [ 0xFFF0000000000000, %ld_next61 ]
  %v847 = mul i64 8, %v586
  %v848 = add i64 %v598, %v847
  %v849 = add i64 %v585, 8
  %v850 = icmp ult i64 %v849, %v587
  %v851 = add i64 %v848, 3
  %v852 = add i64 %v596, 3
  %v853 = icmp ult i64 %v852, %v597
  %v854 = and i1 %v850, %v853
  %v855 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v851
  br i1 %v854, label %ld64, label %ld_next65
ld64:
  %v856 = load float, float addrspace(1)* %v855, align 4
  br label %ld_next65
ld_next65:
  %v857 = phi float [ %v856, %ld64 ], [ 0xFFF0000000000000, %ld_next63 ]
  %v858 = mul i64 12, %v586
  %v859 = add i64 %v598, %v858
  %v860 = add i64 %v585, 12
  %v861 = icmp ult i64 %v860, %v587
  %v862 = icmp ult i64 %v596, %v597
  %v863 = and i1 %v861, %v862
  %v864 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v859
  br i1 %v863, label %ld66, label %ld_next67
ld66:
  %v865 = load float, float addrspace(1)* %v864, align 4
  br label %ld_next67
ld_next67:
  %v866 = phi float [ %v865, %ld66 ], [ 0xFFF0000000000000, %ld_next65 ]
  %v867 = mul i64 12, %v586
  %v868 = add i64 %v598, %v867
  %v869 = add i64 %v585, 12
  %v870 = icmp ult i64 %v869, %v587
  %v871 = add i64 %v868, 1
  %v872 = add i64 %v596, 1
  %v873 = icmp ult i64 %v872, %v597
  %v874 = and i1 %v870, %v873
  %v875 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v871
  br i1 %v874, label %ld68, label %ld_next69
ld68:
  %v876 = load float, float addrspace(1)* %v875, align 4
  br label %ld_next69
ld_next69:
  %v877 = phi float [ %v876, %ld68 ], [ 0xFFF0000000000000, %ld_next67 ]
  %v878 = mul i64 12, %v586
  %v879 = add i64 %v598, %v878
  %v880 = add i64 %v585, 12
  %v881 = icmp ult i64 %v880, %v587
  %v882 = add i64 %v879, 2
  %v883 = add i64 %v596, 2
  %v884 = icmp ult i64 %v883, %v597
  %v885 = and i1 %v881, %v884
  %v886 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v882
  br i1 %v885, label %ld70, label %ld_next71
ld70:
  %v887 = load float, float addrspace(1)* %v886, align 4
  br label %ld_next71
ld_next71:
  %v888 = phi float [ %v887, %ld70 ], [ 0xFFF0000000000000, %ld_next69 ]
  %v889 = mul i64 12, %v586
  %v890 = add i64 %v598, %v889
  %v891 = add i64 %v585, 12
  %v892 = icmp ult i64 %v891, %v587
  %v893 = add i64 %v890, 3
  %v894 = add i64 %v596, 3
  %v895 = icmp ult i64 %v894, %v597
  %v896 = and i1 %v892, %v895
  %v897 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v893
  br i1 %v896, label %ld72, label %ld_next73
ld72:
  %v898 = load float, float addrspace(1)* %v897, align 4
  br label %ld_next73
ld_next73:
  %v899 = phi float [ %v898, %ld72 ], [ 0xFFF0000000000000, %ld_next71 ]
  br label %ld_done41
st_owner74:
  br i1 %v1130, label %st_full76, label %st_edge77
join75:
  ret void
st_full76:
  %v1136 = icmp ult i64 %v1125, %v1126
  %v1137 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1125
  %v1138 = insertelement <4 x float> undef, float %v1102, i32 0
  %v1139 = insertelement <4 x float> %v1138, float %v1106, i32 1
  %v1140 = insertelement <4 x float> %v1139, float %v1110, i32 2
  %v1141 = insertelement <4 x float> %v1140, float %v1114, i32 3
  %v1142 = bitcast float addrspace(1)* %v1137 to <4 x float> addrspace(1)*
  store <4 x float> %v1141, <4 x float> addrspace(1)* %v1142, align 16
  br label %st_done78
st_edge77:
  %v1143 = icmp ult i64 %v1125, %v1126
  %v1144 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1125
  br i1 %v1143, label %st79, label %join80
st_done78:
  br label %join75
st79:
  %v1145 = insertelement <4 x float> undef, float %v1102, i32 0
  %v1146 = insertelement <4 x float> %v1145, float %v1106, i32 1
  %v1147 = insertelement <4 x float> %v1146, float %v1110, i32 2
  %v1148 = insertelement <4 x float> %v1147, float %v1114, i32 3
  %v1149 = bitcast float addrspace(1)* %v1144 to <4 x float> addrspace(1)*
  store <4 x float> %v1148, <4 x float> addrspace(1)* %v1149, align 16
  br label %join80
join80:
  br label %st_done78
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_max, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_max, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel row_mean [BM=16, BN=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @row_mean(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp eq i32 256, 0
  %v5 = select i1 %v4, i32 1, i32 256
  %v6 = icmp eq i32 256, -1
  %v7 = select i1 %v6, i32 1, i32 %v5
  %v8 = sdiv i32 %p2, %v7
  %v9 = sub i32 0, %v8
  %v10 = select i1 %v6, i32 %v9, i32 %v8
  %v11 = srem i32 %p2, %v7
  %v12 = select i1 %v6, i32 0, i32 %v11
  %v13 = icmp ne i32 %v12, 0
  %v14 = xor i32 %v12, 256
  %v15 = icmp sge i32 %v14, 0
  %v16 = and i1 %v13, %v15
  %v17 = add i32 %v10, 1
  %v18 = select i1 %v16, i32 %v17, i32 %v10
  %v19 = select i1 %v4, i32 0, i32 %v18
  %v20 = sext i32 %v19 to i64
  br label %for1
for1:
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v591, %ld_done6 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v592, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v593, %ld_done6 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v594, %ld_done6 ]
  %v25 = phi i64 [ 0, %entry0 ], [ %v595, %ld_done6 ]
  %v26 = icmp slt i64 %v25, %v20
  %v27 = icmp sgt i64 %v25, %v20
  %v28 = icmp sgt i64 1, 0
  %v29 = select i1 %v28, i1 %v26, i1 %v27
  br i1 %v29, label %body2, label %endfor3
body2:
  %v30 = trunc i64 %v25 to i32
  %v31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v32 = and i32 %v2, 1
  %v33 = shl i32 %v32, 2
  %v34 = lshr i32 %v2, 1
  %v35 = and i32 %v34, 1
  %v36 = shl i32 %v35, 3
  %v37 = or i32 %v33, %v36
  %v38 = lshr i32 %v2, 2
  %v39 = and i32 %v38, 1
  %v40 = shl i32 %v39, 4
  %v41 = or i32 %v37, %v40
  %v42 = lshr i32 %v2, 3
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 5
  %v45 = or i32 %v41, %v44
  %v46 = lshr i32 %v2, 4
  %v47 = and i32 %v46, 1
  %v48 = shl i32 %v47, 6
  %v49 = or i32 %v45, %v48
  %v50 = and i32 %v3, 1
  %v51 = shl i32 %v50, 7
  %v52 = or i32 %v49, %v51
  %v53 = lshr i32 %v3, 1
  %v54 = and i32 %v53, 1
  %v55 = shl i32 %v54, 8
  %v56 = or i32 %v52, %v55
  %v57 = lshr i32 %v3, 2
  %v58 = and i32 %v57, 1
  %v59 = shl i32 %v58, 9
  %v60 = or i32 %v56, %v59
  %v61 = lshr i32 %v60, 8
  %v62 = and i32 %v61, 15
  %v63 = and i32 %v60, 255
  %v64 = sext i32 %v31 to i64
  %v65 = mul i64 %v64, 16
  %v66 = zext i32 %v62 to i64
  %v67 = add i64 %v65, %v66
  %v68 = sext i32 %p3 to i64
  %v69 = zext i32 %p1 to i64
  %v70 = mul i64 %v67, %v68
  %v71 = add i64 %v65, 16
  %v72 = icmp sle i64 %v71, %v69
  %v73 = icmp sge i64 %v64, 0
  %v74 = and i1 %v72, %v73
  %v75 = sext i32 %v30 to i64
  %v76 = mul i64 %v75, 256
  %v77 = zext i32 %v63 to i64
  %v78 = add i64 %v76, %v77
  %v79 = zext i32 %p2 to i64
  %v80 = add i64 %v70, %v78
  %v81 = add i64 %v76, 256
  %v82 = icmp sle i64 %v81, %v79
  %v83 = icmp sge i64 %v75, 0
  %v84 = and i1 %v82, %v83
  %v85 = and i1 %v74, %v84
  br i1 %v85, label %ld_full4, label %ld_edge5
endfor3:
  %v596 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v597 = sitofp i32 %p2 to float
  %v598 = fdiv float %v21, %v597
  %v599 = fdiv float %v22, %v597
  %v600 = fdiv float %v23, %v597
  %v601 = fdiv float %v24, %v597
  %v602 = and i32 %v2, 1
  %v603 = shl i32 %v602, 2
  %v604 = lshr i32 %v2, 1
  %v605 = and i32 %v604, 1
  %v606 = shl i32 %v605, 3
  %v607 = or i32 %v603, %v606
  %v608 = and i32 %v607, 15
  %v609 = sext i32 %v596 to i64
  %v610 = mul i64 %v609, 16
  %v611 = zext i32 %v608 to i64
  %v612 = add i64 %v610, %v611
  %v613 = zext i32 %p6 to i64
  %v614 = add i64 %v610, 16
  %v615 = icmp sle i64 %v614, %v613
  %v616 = icmp sge i64 %v609, 0
  %v617 = and i1 %v615, %v616
  %v618 = and i32 %v2, 28
  %v619 = icmp eq i32 %v618, 0
  %v620 = and i32 %v3, 7
  %v621 = icmp eq i32 %v620, 0
  %v622 = and i1 %v619, %v621
  br i1 %v622, label %st_owner39, label %join40
ld_full4:
  %v86 = icmp ult i64 %v67, %v69
  %v87 = icmp ult i64 %v78, %v79
  %v88 = and i1 %v86, %v87
  %v89 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v90 = load float, float addrspace(1)* %v89, align 4
  %v91 = icmp ult i64 %v67, %v69
  %v92 = add i64 %v80, 1
  %v93 = add i64 %v78, 1
  %v94 = icmp ult i64 %v93, %v79
  %v95 = and i1 %v91, %v94
  %v96 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v92
  %v97 = load float, float addrspace(1)* %v96, align 4
  %v98 = icmp ult i64 %v67, %v69
  %v99 = add i64 %v80, 2
  %v100 = add i64 %v78, 2
  %v101 = icmp ult i64 %v100, %v79
  %v102 = and i1 %v98, %v101
  %v103 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v99
  %v104 = load float, float addrspace(1)* %v103, align 4
  %v105 = icmp ult i64 %v67, %v69
  %v106 = add i64 %v80, 3
  %v107 = add i64 %v78, 3
  %v108 = icmp ult i64 %v107, %v79
  %v109 = and i1 %v105, %v108
  %v110 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v106
  %v111 = load float, float addrspace(1)* %v110, align 4
  %v112 = mul i64 4, %v68
  %v113 = add i64 %v80, %v112
  %v114 = add i64 %v67, 4
  %v115 = icmp ult i64 %v114, %v69
  %v116 = icmp ult i64 %v78, %v79
  %v117 = and i1 %v115, %v116
  %v118 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v113
  %v119 = load float, float addrspace(1)* %v118, align 4
  %v120 = mul i64 4, %v68
  %v121 = add i64 %v80, %v120
  %v122 = add i64 %v67, 4
  %v123 = icmp ult i64 %v122, %v69
  %v124 = add i64 %v121, 1
  %v125 = add i64 %v78, 1
  %v126 = icmp ult i64 %v125, %v79
  %v127 = and i1 %v123, %v126
  %v128 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v124
  %v129 = load float, float addrspace(1)* %v128, align 4
  %v130 = mul i64 4, %v68
  %v131 = add i64 %v80, %v130
  %v132 = add i64 %v67, 4
  %v133 = icmp ult i64 %v132, %v69
  %v134 = add i64 %v131, 2
  %v135 = add i64 %v78, 2
  %v136 = icmp ult i64 %v135, %v79
  %v137 = and i1 %v133, %v136
  %v138 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v134
  %v139 = load float, float addrspace(1)* %v138, align 4
  %v140 = mul i64 4, %v68
  %v141 = add i64 %v80, %v140
  %v142 = add i64 %v67, 4
  %v143 = icmp ult i64 %v142, %v69
  %v144 = add i64 %v141, 3
  %v145 = add i64 %v78, 3
  %v146 = icmp ult i64 %v145, %v79
  %v147 = and i1 %v143, %v146
  %v148 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v144
  %v149 = load float, float addrspace(1)* %v148, align 4
  %v150 = mul i64 8, %v68
  %v151 = add i64 %v80, %v150
  %v152 = add i64 %v67, 8
  %v153 = icmp ult i64 %v152, %v69
  %v154 = icmp ult i64 %v78, %v79
  %v155 = and i1 %v153, %v154
  %v156 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v151
  %v157 = load float, float addrspace(1)* %v156, align 4
  %v158 = mul i64 8, %v68
  %v159 = add i64 %v80, %v158
  %v160 = add i64 %v67, 8
  %v161 = icmp ult i64 %v160, %v69
  %v162 = add i64 %v159, 1
  %v163 = add i64 %v78, 1
  %v164 = icmp ult i64 %v163, %v79
  %v165 = and i1 %v161, %v164
  %v166 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v162
  %v167 = load float, float addrspace(1)* %v166, align 4
  %v168 = mul i64 8, %v68
  %v169 = add i64 %v80, %v168
  %v170 = add i64 %v67, 8
  %v171 = icmp ult i64 %v170, %v69
  %v172 = add i64 %v169, 2
  %v173 = add i64 %v78, 2
  %v174 = icmp ult i64 %v173, %v79
  %v175 = and i1 %v171, %v174
  %v176 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v172
  %v177 = load float, float addrspace(1)* %v176, align 4
  %v178 = mul i64 8, %v68
  %v179 = add i64 %v80, %v178
  %v180 = add i64 %v67, 8
  %v181 = icmp ult i64 %v180, %v69
  %v182 = add i64 %v179, 3
  %v183 = add i64 %v78, 3
  %v184 = icmp ult i64 %v183, %v79
  %v185 = and i1 %v181, %v184
  %v186 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v182
  %v187 = load float, float addrspace(1)* %v186, align 4
  %v188 = mul i64 12, %v68
  %v189 = add i64 %v80, %v188
  %v190 = add i64 %v67, 12
  %v191 = icmp ult i64 %v190, %v69
  %v192 = icmp ult i64 %v78, %v79
  %v193 = and i1 %v191, %v192
  %v194 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v189
  %v195 = load float, float addrspace(1)* %v194, align 4
  %v196 = mul i64 12, %v68
  %v197 = add i64 %v80, %v196
  %v198 = add i64 %v67, 12
  %v199 = icmp ult i64 %v198, %v69
  %v200 = add i64 %v197, 1
  %v201 = add i64 %v78, 1
  %v202 = icmp ult i64 %v201, %v79
  %v203 = and i1 %v199, %v202
  %v204 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v200
  %v205 = load float, float addrspace(1)* %v204, align 4
  %v206 = mul i64 12, %v68
  %v207 = add i64 %v80, %v206
  %v208 = add i64 %v67, 12
  %v209 = icmp ult i64 %v208, %v69
  %v210 = add i64 %v207, 2
  %v211 = add i64 %v78, 2
  %v212 = icmp ult i64 %v211, %v79
  %v213 = and i1 %v209, %v212
  %v214 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v210
  %v215 = load float, float addrspace(1)* %v214, align 4
  %v216 = mul i64 12, %v68
  %v217 = add i64 %v80, %v216
  %v218 = add i64 %v67, 12
  %v219 = icmp ult i64 %v218, %v69
  %v220 = add i64 %v217, 3
  %v221 = add i64 %v78, 3
  %v222 = icmp ult i64 %v221, %v79
  %v223 = and i1 %v219, %v222
  %v224 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v220
  %v225 = load float, float addrspace(1)* %v224, align 4
  br label %ld_done6
ld_edge5:
  %v226 = icmp ult i64 %v67, %v69
  %v227 = icmp ult i64 %v78, %v79
  %v228 = and i1 %v226, %v227
  %v229 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  br i1 %v228, label %ld7, label %ld_next8
ld_done6:
  %v382 = phi float [ %v90, %ld_full4 ], [ %v231, %ld_next38 ]
  %v383 = phi float [ %v97, %ld_full4 ], [ %v239, %ld_next38 ]
  %v384 = phi float [ %v104, %ld_full4 ], [ %v247, %ld_next38 ]
  %v385 = phi float [ %v111, %ld_full4 ], [ %v255, %ld_next38 ]
  %v386 = phi float [ %v119, %ld_full4 ], [ %v264, %ld_next38 ]
  %v387 = phi float [ %v129, %ld_full4 ], [ %v275, %ld_next38 ]
  %v388 = phi float [ %v139, %ld_full4 ], [ %v286, %ld_next38 ]
  %v389 = phi float [ %v149, %ld_full4 ], [ %v297, %ld_next38 ]
  %v390 = phi float [ %v157, %ld_full4 ], [ %v306, %ld_next38 ]
  %v391 = phi float [ %v167, %ld_full4 ], [ %v317, %ld_next38 ]
  %v392 = phi float [ %v177, %ld_full4 ], [ %v328, %ld_next38 ]
  %v393 = phi float [ %v187, %ld_full4 ], [ %v339, %ld_next38 ]
  %v394 = phi float [ %v195, %ld_full4 ], [ %v348, %ld_next38 ]
  %v395 = phi float [ %v205, %ld_full4 ], [ %v359, %ld_next38 ]
  %v396 = phi float [ %v215, %ld_full4 ], [ %v370, %ld_next38 ]
  %v397 = phi float [ %v225, %ld_full4 ], [ %v381, %ld_next38 ]
  %v398 = fadd float %v382, %v383
  %v399 = fadd float %v386, %v387
  %v400 = fadd float %v390, %v391
  %v401 = fadd float %v394, %v395
  %v402 = fadd float %v398, %v384
  %v403 = fadd float %v399, %v388
  %v404 = fadd float %v400, %v392
  %v405 = fadd float %v401, %v396
  %v406 = fadd float %v402, %v385
  %v407 = fadd float %v403, %v389
  %v408 = fadd float %v404, %v393
  %v409 = fadd float %v405, %v397
  %v410 = bitcast float %v406 to i32
  %v411 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v410, i32 1, i32 31)
  %v412 = bitcast i32 %v411 to float
  %v413 = fadd float %v406, %v412
  %v414 = bitcast float %v407 to i32
  %v415 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v414, i32 1, i32 31)
  %v416 = bitcast i32 %v415 to float
  %v417 = fadd float %v407, %v416
  %v418 = bitcast float %v408 to i32
  %v419 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v418, i32 1, i32 31)
  %v420 = bitcast i32 %v419 to float
  %v421 = fadd float %v408, %v420
  %v422 = bitcast float %v409 to i32
  %v423 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v422, i32 1, i32 31)
  %v424 = bitcast i32 %v423 to float
  %v425 = fadd float %v409, %v424
  %v426 = bitcast float %v413 to i32
  %v427 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v426, i32 2, i32 31)
  %v428 = bitcast i32 %v427 to float
  %v429 = fadd float %v413, %v428
  %v430 = bitcast float %v417 to i32
  %v431 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v430, i32 2, i32 31)
  %v432 = bitcast i32 %v431 to float
  %v433 = fadd float %v417, %v432
  %v434 = bitcast float %v421 to i32
  %v435 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v434, i32 2, i32 31)
  %v436 = bitcast i32 %v435 to float
  %v437 = fadd float %v421, %v436
  %v438 = bitcast float %v425 to i32
  %v439 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v438, i32 2, i32 31)
  %v440 = bitcast i32 %v439 to float
  %v441 = fadd float %v425, %v440
  %v442 = bitcast float %v429 to i32
  %v443 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v442, i32 4, i32 31)
  %v444 = bitcast i32 %v443 to float
  %v445 = fadd float %v429, %v444
  %v446 = bitcast float %v433 to i32
  %v447 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v446, i32 4, i32 31)
  %v448 = bitcast i32 %v447 to float
  %v449 = fadd float %v433, %v448
  %v450 = bitcast float %v437 to i32
  %v451 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v450, i32 4, i32 31)
  %v452 = bitcast i32 %v451 to float
  %v453 = fadd float %v437, %v452
  %v454 = bitcast float %v441 to i32
  %v455 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v454, i32 4, i32 31)
  %v456 = bitcast i32 %v455 to float
  %v457 = fadd float %v441, %v456
  %v458 = bitcast float %v445 to i32
  %v459 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v458, i32 8, i32 31)
  %v460 = bitcast i32 %v459 to float
  %v461 = fadd float %v445, %v460
  %v462 = bitcast float %v449 to i32
  %v463 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v462, i32 8, i32 31)
  %v464 = bitcast i32 %v463 to float
  %v465 = fadd float %v449, %v464
  %v466 = bitcast float %v453 to i32
  %v467 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v466, i32 8, i32 31)
  %v468 = bitcast i32 %v467 to float
  %v469 = fadd float %v453, %v468
  %v470 = bitcast float %v457 to i32
  %v471 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v470, i32 8, i32 31)
  %v472 = bitcast i32 %v471 to float
  %v473 = fadd float %v457, %v472
  %v474 = bitcast float %v461 to i32
  %v475 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v474, i32 16, i32 31)
  %v476 = bitcast i32 %v475 to float
  %v477 = fadd float %v461, %v476
  %v478 = bitcast float %v465 to i32
  %v479 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v478, i32 16, i32 31)
  %v480 = bitcast i32 %v479 to float
  %v481 = fadd float %v465, %v480
  %v482 = bitcast float %v469 to i32
  %v483 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v482, i32 16, i32 31)
  %v484 = bitcast i32 %v483 to float
  %v485 = fadd float %v469, %v484
  %v486 = bitcast float %v473 to i32
  %v487 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v486, i32 16, i32 31)
  %v488 = bitcast i32 %v487 to float
  %v489 = fadd float %v473, %v488
  call void @llvm.nvvm.barrier0()
  %v490 = mul i32 %v1, 4
  %v491 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v492 = getelementptr inbounds float, float addrspace(3)* %v491, i32 %v490
  store float %v477, float addrspace(3)* %v492, align 4
  %v493 = mul i32 %v1, 4
  %v494 = add i32 %v493, 1
  %v495 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v496 = getelementptr inbounds float, float addrspace(3)* %v495, i32 %v494
  store float %v481, float addrspace(3)* %v496, align 4
  %v497 = mul i32 %v1, 4
  %v498 = add i32 %v497, 2
  %v499 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v500 = getelementptr inbounds float, float addrspace(3)* %v499, i32 %v498
  store float %v485, float addrspace(3)* %v500, align 4
  %v501 = mul i32 %v1, 4
  %v502 = add i32 %v501, 3
  %v503 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v504 = getelementptr inbounds float, float addrspace(3)* %v503, i32 %v502
  store float %v489, float addrspace(3)* %v504, align 4
  call void @llvm.nvvm.barrier0()
  %v505 = and i32 %v3, -2
  %v506 = shl i32 %v505, 5
  %v507 = or i32 %v506, %v2
  %v508 = mul i32 %v507, 4
  %v509 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v510 = getelementptr inbounds float, float addrspace(3)* %v509, i32 %v508
  %v511 = load float, float addrspace(3)* %v510, align 4
  %v512 = mul i32 %v507, 4
  %v513 = add i32 %v512, 1
  %v514 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v515 = getelementptr inbounds float, float addrspace(3)* %v514, i32 %v513
  %v516 = load float, float addrspace(3)* %v515, align 4
  %v517 = mul i32 %v507, 4
  %v518 = add i32 %v517, 2
  %v519 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v520 = getelementptr inbounds float, float addrspace(3)* %v519, i32 %v518
  %v521 = load float, float addrspace(3)* %v520, align 4
  %v522 = mul i32 %v507, 4
  %v523 = add i32 %v522, 3
  %v524 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v525 = getelementptr inbounds float, float addrspace(3)* %v524, i32 %v523
  %v526 = load float, float addrspace(3)* %v525, align 4
  %v527 = or i32 %v505, 1
  %v528 = shl i32 %v527, 5
  %v529 = or i32 %v528, %v2
  %v530 = mul i32 %v529, 4
  %v531 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v532 = getelementptr inbounds float, float addrspace(3)* %v531, i32 %v530
  %v533 = load float, float addrspace(3)* %v532, align 4
  %v534 = fadd float %v511, %v533
  %v535 = mul i32 %v529, 4
  %v536 = add i32 %v535, 1
  %v537 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v538 = getelementptr inbounds float, float addrspace(3)* %v537, i32 %v536
  %v539 = load float, float addrspace(3)* %v538, align 4
  %v540 = fadd float %v516, %v539
  %v541 = mul i32 %v529, 4
  %v542 = add i32 %v541, 2
  %v543 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v544 = getelementptr inbounds float, float addrspace(3)* %v543, i32 %v542
  %v545 = load float, float addrspace(3)* %v544, align 4
  %v546 = fadd float %v521, %v545
  %v547 = mul i32 %v529, 4
  %v548 = add i32 %v547, 3
  %v549 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v550 = getelementptr inbounds float, float addrspace(3)* %v549, i32 %v548
  %v551 = load float, float addrspace(3)* %v550, align 4
  %v552 = fadd float %v526, %v551
  call void @llvm.nvvm.barrier0()
  %v553 = lshr i32 %v3, 1
  %v554 = and i32 %v553, 1
  %v555 = lshr i32 %v3, 2
  %v556 = and i32 %v555, 1
  %v557 = shl i32 %v556, 1
  %v558 = or i32 %v554, %v557
  %v559 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v560 = getelementptr inbounds float, float addrspace(3)* %v559, i32 %v558
  store float %v534, float addrspace(3)* %v560, align 4
  %v561 = or i32 %v558, 4
  %v562 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v563 = getelementptr inbounds float, float addrspace(3)* %v562, i32 %v561
  store float %v540, float addrspace(3)* %v563, align 4
  %v564 = or i32 %v558, 8
  %v565 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v566 = getelementptr inbounds float, float addrspace(3)* %v565, i32 %v564
  store float %v546, float addrspace(3)* %v566, align 4
  %v567 = or i32 %v558, 12
  %v568 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v569 = getelementptr inbounds float, float addrspace(3)* %v568, i32 %v567
  store float %v552, float addrspace(3)* %v569, align 4
  call void @llvm.nvvm.barrier0()
  %v570 = and i32 %v2, 1
  %v571 = shl i32 %v570, 2
  %v572 = lshr i32 %v2, 1
  %v573 = and i32 %v572, 1
  %v574 = shl i32 %v573, 3
  %v575 = or i32 %v571, %v574
  %v576 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v577 = getelementptr inbounds float, float addrspace(3)* %v576, i32 %v575
  %v578 = load float, float addrspace(3)* %v577, align 4
  %v579 = or i32 %v575, 1
  %v580 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v581 = getelementptr inbounds float, float addrspace(3)* %v580, i32 %v579
  %v582 = load float, float addrspace(3)* %v581, align 4
  %v583 = or i32 %v575, 2
  %v584 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v585 = getelementptr inbounds float, float addrspace(3)* %v584, i32 %v583
  %v586 = load float, float addrspace(3)* %v585, align 4
  %v587 = or i32 %v575, 3
  %v588 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v589 = getelementptr inbounds float, float addrspace(3)* %v588, i32 %v587
  %v590 = load float, float addrspace(3)* %v589, align 4
  %v591 = fadd float %v21, %v578
  %v592 = fadd float %v22, %v582
  %v593 = fadd float %v23, %v586
  %v594 = fadd float %v24, %v590
  %v595 = add i64 %v25, 1
  br label %for1
ld7:
  %v230 = load float, float addrspace(1)* %v229, align 4
  br label %ld_next8
ld_next8:
  %v231 = phi float [ %v230, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v232 = icmp ult i64 %v67, %v69
  %v233 = add i64 %v80, 1
  %v234 = add i64 %v78, 1
  %v235 = icmp ult i64 %v234, %v79
  %v236 = and i1 %v232, %v235
  %v237 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v233
  br i1 %v236, label %ld9, label %ld_next10
ld9:
  %v238 = load float, float addrspace(1)* %v237, align 4
  br label %ld_next10
ld_next10:
  %v239 = phi float [ %v238, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v240 = icmp ult i64 %v67, %v69
  %v241 = add i64 %v80, 2
  %v242 = add i64 %v78, 2
  %v243 = icmp ult i64 %v242, %v79
  %v244 = and i1 %v240, %v243
  %v245 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v241
  br i1 %v244, label %ld11, label %ld_next12
ld11:
  %v246 = load float, float addrspace(1)* %v245, align 4
  br label %ld_next12
ld_next12:
  %v247 = phi float [ %v246, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v248 = icmp ult i64 %v67, %v69
  %v249 = add i64 %v80, 3
  %v250 = add i64 %v78, 3
  %v251 = icmp ult i64 %v250, %v79
  %v252 = and i1 %v248, %v251
  %v253 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v249
  br i1 %v252, label %ld13, label %ld_next14
ld13:
  %v254 = load float, float addrspace(1)* %v253, align 4
  br label %ld_next14
ld_next14:
  %v255 = phi float [ %v254, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v256 = mul i64 4, %v68
  %v257 = add i64 %v80, %v256
  %v258 = add i64 %v67, 4
  %v259 = icmp ult i64 %v258, %v69
  %v260 = icmp ult i64 %v78, %v79
  %v261 = and i1 %v259, %v260
  %v262 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v257
  br i1 %v261, label %ld15, label %ld_next16
ld15:
  %v263 = load float, float addrspace(1)* %v262, align 4
  br label %ld_next16
ld_next16:
  %v264 = phi float [ %v263, %ld15 ], [ 0x0000000000000000, %ld_next14 ]
  %v265 = mul i64 4, %v68
  %v266 = add i64 %v80, %v265
  %v267 = add i64 %v67, 4
  %v268 = icmp ult i64 %v267, %v69
  %v269 = add i64 %v266, 1
  %v270 = add i64 %v78, 1
  %v271 = icmp ult i64 %v270, %v79
  %v272 = and i1 %v268, %v271
  %v273 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v269
  br i1 %v272, label %ld17, label %ld_next18
ld17:
  %v274 = load float, float addrspace(1)* %v273, align 4
  br label %ld_next18
ld_next18:
  %v275 = phi float [ %v274, %ld17 ], [ 0x0000000000000000, %ld_next16 ]
  %v276 = mul i64 4, %v68
  %v277 = add i64 %v80, %v276
  %v278 = add i64 %v67, 4
  %v279 = icmp ult i64 %v278, %v69
  %v280 = add i64 %v277, 2
  %v281 = add i64 %v78, 2
  %v282 = icmp ult i64 %v281, %v79
  %v283 = and i1 %v279, %v282
  %v284 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v280
  br i1 %v283, label %ld19, label %ld_next20
ld19:
  %v285 = load float, float addrspace(1)* %v284, align 4
  br label %ld_next20
ld_next20:
  %v286 = phi float [ %v285, %ld19 ], [ 0x0000000000000000, %ld_next18 ]
  %v287 = mul i64 4, %v68
  %v288 = add i64 %v80, %v287
  %v289 = add i64 %v67, 4
  %v290 = icmp ult i64 %v289, %v69
  %v291 = add i64 %v288, 3
  %v292 = add i64 %v78, 3
  %v293 = icmp ult i64 %v292, %v79
  %v294 = and i1 %v290, %v293
  %v295 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v291
  br i1 %v294, label %ld21, label %ld_next22
ld21:
  %v296 = load float, float addrspace(1)* %v295, align 4
  br label %ld_next22
ld_next22:
  %v297 = phi float [ %v296, %ld21 ], [ 0x0000000000000000, %ld_next20 ]
  %v298 = mul i64 8, %v68
  %v299 = add i64 %v80, %v298
  %v300 = add i64 %v67, 8
  %v301 = icmp ult i64 %v300, %v69
  %v302 = icmp ult i64 %v78, %v79
  %v303 = and i1 %v301, %v302
  %v304 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v299
  br i1 %v303, label %ld23, label %ld_next24
ld23:
  %v305 = load float, float addrspace(1)* %v304, align 4
  br label %ld_next24
ld_next24:
  %v306 = phi float [ %v305, %ld23 ], [ 0x0000000000000000, %ld_next22 ]
  %v307 = mul i64 8, %v68
  %v308 = add i64 %v80, %v307
  %v309 = add i64 %v67, 8
  %v310 = icmp ult i64 %v309, %v69
  %v311 = add i64 %v308, 1
  %v312 = add i64 %v78, 1
  %v313 = icmp ult i64 %v312, %v79
  %v314 = and i1 %v310, %v313
  %v315 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v311
  br i1 %v314, label %ld25, label %ld_next26
ld25:
  %v316 = load float, float addrspace(1)* %v315, align 4
  br label %ld_next26
ld_next26:
  %v317 = phi float [ %v316, %ld25 ], [ 0x0000000000000000, %ld_next24 ]
  %v318 = mul i64 8, %v68
  %v319 = add i64 %v80, %v318
  %v320 = add i64 %v67, 8
  %v321 = icmp ult i64 %v320, %v69
  %v322 = add i64 %v319, 2
  %v323 = add i64 %v78, 2
  %v324 = icmp ult i64 %v323, %v79
  %v325 = and i1 %v321, %v324
  %v326 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v322
  br i1 %v325, label %ld27, label %ld_next28
ld27:
  %v327 = load float, float addrspace(1)* %v326, align 4
  br label %ld_next28
ld_next28:
  %v328 = phi float [ %v327, %ld27 ], [ 0x0000000000000000, %ld_next26 ]
  %v329 = mul i64 8, %v68
  %v330 = add i64 %v80, %v329
  %v331 = add i64 %v67, 8
  %v332 = icmp ult i64 %v331, %v69
  %v333 = add i64 %v330, 3
  %v334 = add i64 %v78, 3
  %v335 = icmp ult i64 %v334, %v79
  %v336 = and i1 %v332, %v335
  %v337 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v333
  br i1 %v336, label %ld29, label %ld_next30
ld29:
  %v338 = load float, float addrspace(1)* %v337, align 4
  br label %ld_next30
ld_next30:
  %v339 = phi float [ %v338, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  %v340 = mul i64 12, %v68
  %v341 = add i64 %v80, %v340
  %v342 = add i64 %v67, 12
  %v343 = icmp ult i64 %v342, %v69
  %v344 = icmp ult i64 %v78, %v79
  %v345 = and i1 %v343, %v344
  %v346 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v341
  br i1 %v345, label %ld31, label %ld_next32
ld31:
  %v347 = load float, float addrspace(1)* %v346, align 4
  br label %ld_next32
ld_next32:
  %v348 = phi float [ %v347, %ld31 ], [ 0x0000000000000000, %ld_next30 ]
  %v349 = mul i64 12, %v68
  %v350 = add i64 %v80, %v349
  %v351 = add i64 %v67, 12
  %v352 = icmp ult i64 %v351, %v69
  %v353 = add i64 %v350, 1
  %v354 = add i64 %v78, 1
  %v355 = icmp ult i64 %v354, %v79
  %v356 = and i1 %v352, %v355
  %v357 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v353
  br i1 %v356, label %ld33, label %ld_next34
ld33:
  %v358 = load float, float addrspace(1)* %v357, align 4
  br label %ld_next34
ld_next34:
  %v359 = phi float [ %v358, %ld33 ], [ 0x0000000000000000, %ld_next32 ]
  %v360 = mul i64 12, %v68
  %v361 = add i64 %v80, %v360
  %v362 = add i64 %v67, 12
  %v363 = icmp ult i64 %v362, %v69
  %v364 = add i64 %v361, 2
  %v365 = add i64 %v78, 2
  %v366 = icmp ult i64 %v365, %v79
  %v367 = and i1 %v363, %v366
  %v368 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v364
  br i1 %v367, label %ld35, label %ld_next36
ld35:
  %v369 = load float, float addrspace(1)* %v368, align 4
  br label %ld_next36
ld_next36:
  %v370 = phi float [ %v369, %ld35 ], [ 0x0000000000000000, %ld_next34 ]
  %v371 = mul i64 12, %v68
  %v372 = add i64 %v80, %v371
  %v373 = add i64 %v67, 12
  %v374 = icmp ult i64 %v373, %v69
  %v375 = add i64 %v372, 3
  %v376 = add i64 %v78, 3
  %v377 = icmp ult i64 %v376, %v79
  %v378 = and i1 %v374, %v377
  %v379 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v375
  br i1 %v378, label %ld37, label %ld_next38
ld37:
  %v380 = load float, float addrspace(1)* %v379, align 4
  br label %ld_next38
ld_next38:
  %v381 = phi float [ %v380, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  br label %ld_done6
st_owner39:
  br i1 %v617, label %st_full41, label %st_edge42
join40:
  ret void
st_full41:
  %v623 = icmp ult i64 %v612, %v613
  %v624 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v612
  %v625 = insertelement <4 x float> undef, float %v598, i32 0
  %v626 = insertelement <4 x float> %v625, float %v599, i32 1
  %v627 = insertelement <4 x float> %v626, float %v600, i32 2
  %v628 = insertelement <4 x float> %v627, float %v601, i32 3
  %v629 = bitcast float addrspace(1)* %v624 to <4 x float> addrspace(1)*
  store <4 x float> %v628, <4 x float> addrspace(1)* %v629, align 16
  br label %st_done43
st_edge42:
  %v630 = icmp ult i64 %v612, %v613
  %v631 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v612
  br i1 %v630, label %st44, label %join45
st_done43:
  br label %join40
st44:
  %v632 = insertelement <4 x float> undef, float %v598, i32 0
  %v633 = insertelement <4 x float> %v632, float %v599, i32 1
  %v634 = insertelement <4 x float> %v633, float %v600, i32 2
  %v635 = insertelement <4 x float> %v634, float %v601, i32 3
  %v636 = bitcast float addrspace(1)* %v631 to <4 x float> addrspace(1)*
  store <4 x float> %v635, <4 x float> addrspace(1)* %v636, align 16
  br label %join45
join45:
  br label %st_done43
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_mean, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_mean, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel col_sum [BM=64, BN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @col_sum(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp eq i32 64, 0
  %v5 = select i1 %v4, i32 1, i32 64
  %v6 = icmp eq i32 64, -1
  %v7 = select i1 %v6, i32 1, i32 %v5
  %v8 = sdiv i32 %p1, %v7
  %v9 = sub i32 0, %v8
  %v10 = select i1 %v6, i32 %v9, i32 %v8
  %v11 = srem i32 %p1, %v7
  %v12 = select i1 %v6, i32 0, i32 %v11
  %v13 = icmp ne i32 %v12, 0
  %v14 = xor i32 %v12, 64
  %v15 = icmp sge i32 %v14, 0
  %v16 = and i1 %v13, %v15
  %v17 = add i32 %v10, 1
  %v18 = select i1 %v16, i32 %v17, i32 %v10
  %v19 = select i1 %v4, i32 0, i32 %v18
  %v20 = sext i32 %v19 to i64
  br label %for1
for1:
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v645, %ld_done6 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v646, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v647, %ld_done6 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v648, %ld_done6 ]
  %v25 = phi i64 [ 0, %entry0 ], [ %v649, %ld_done6 ]
  %v26 = icmp slt i64 %v25, %v20
  %v27 = icmp sgt i64 %v25, %v20
  %v28 = icmp sgt i64 1, 0
  %v29 = select i1 %v28, i1 %v26, i1 %v27
  br i1 %v29, label %body2, label %endfor3
body2:
  %v30 = trunc i64 %v25 to i32
  %v31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v32 = and i32 %v2, 1
  %v33 = shl i32 %v32, 2
  %v34 = lshr i32 %v2, 1
  %v35 = and i32 %v34, 1
  %v36 = shl i32 %v35, 3
  %v37 = or i32 %v33, %v36
  %v38 = lshr i32 %v2, 2
  %v39 = and i32 %v38, 1
  %v40 = shl i32 %v39, 4
  %v41 = or i32 %v37, %v40
  %v42 = lshr i32 %v2, 3
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 5
  %v45 = or i32 %v41, %v44
  %v46 = lshr i32 %v2, 4
  %v47 = and i32 %v46, 1
  %v48 = shl i32 %v47, 6
  %v49 = or i32 %v45, %v48
  %v50 = and i32 %v3, 1
  %v51 = shl i32 %v50, 7
  %v52 = or i32 %v49, %v51
  %v53 = lshr i32 %v3, 1
  %v54 = and i32 %v53, 1
  %v55 = shl i32 %v54, 8
  %v56 = or i32 %v52, %v55
  %v57 = lshr i32 %v3, 2
  %v58 = and i32 %v57, 1
  %v59 = shl i32 %v58, 9
  %v60 = or i32 %v56, %v59
  %v61 = lshr i32 %v60, 6
  %v62 = and i32 %v61, 63
  %v63 = and i32 %v60, 63
  %v64 = sext i32 %v30 to i64
  %v65 = mul i64 %v64, 64
  %v66 = zext i32 %v62 to i64
  %v67 = add i64 %v65, %v66
  %v68 = sext i32 %p3 to i64
  %v69 = zext i32 %p1 to i64
  %v70 = mul i64 %v67, %v68
  %v71 = add i64 %v65, 64
  %v72 = icmp sle i64 %v71, %v69
  %v73 = icmp sge i64 %v64, 0
  %v74 = and i1 %v72, %v73
  %v75 = sext i32 %v31 to i64
  %v76 = mul i64 %v75, 64
  %v77 = zext i32 %v63 to i64
  %v78 = add i64 %v76, %v77
  %v79 = zext i32 %p2 to i64
  %v80 = add i64 %v70, %v78
  %v81 = add i64 %v76, 64
  %v82 = icmp sle i64 %v81, %v79
  %v83 = icmp sge i64 %v75, 0
  %v84 = and i1 %v82, %v83
  %v85 = and i1 %v74, %v84
  br i1 %v85, label %ld_full4, label %ld_edge5
endfor3:
  %v650 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v651 = and i32 %v2, 1
  %v652 = shl i32 %v651, 2
  %v653 = lshr i32 %v2, 1
  %v654 = and i32 %v653, 1
  %v655 = shl i32 %v654, 3
  %v656 = or i32 %v652, %v655
  %v657 = lshr i32 %v2, 2
  %v658 = and i32 %v657, 1
  %v659 = shl i32 %v658, 4
  %v660 = or i32 %v656, %v659
  %v661 = lshr i32 %v2, 3
  %v662 = and i32 %v661, 1
  %v663 = shl i32 %v662, 5
  %v664 = or i32 %v660, %v663
  %v665 = and i32 %v664, 63
  %v666 = sext i32 %v650 to i64
  %v667 = mul i64 %v666, 64
  %v668 = zext i32 %v665 to i64
  %v669 = add i64 %v667, %v668
  %v670 = zext i32 %p6 to i64
  %v671 = add i64 %v667, 64
  %v672 = icmp sle i64 %v671, %v670
  %v673 = icmp sge i64 %v666, 0
  %v674 = and i1 %v672, %v673
  %v675 = and i32 %v2, 16
  %v676 = icmp eq i32 %v675, 0
  %v677 = and i32 %v3, 7
  %v678 = icmp eq i32 %v677, 0
  %v679 = and i1 %v676, %v678
  br i1 %v679, label %st_owner39, label %join40
ld_full4:
  %v86 = icmp ult i64 %v67, %v69
  %v87 = icmp ult i64 %v78, %v79
  %v88 = and i1 %v86, %v87
  %v89 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v90 = load float, float addrspace(1)* %v89, align 4
  %v91 = icmp ult i64 %v67, %v69
  %v92 = add i64 %v80, 1
  %v93 = add i64 %v78, 1
  %v94 = icmp ult i64 %v93, %v79
  %v95 = and i1 %v91, %v94
  %v96 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v92
  %v97 = load float, float addrspace(1)* %v96, align 4
  %v98 = icmp ult i64 %v67, %v69
  %v99 = add i64 %v80, 2
  %v100 = add i64 %v78, 2
  %v101 = icmp ult i64 %v100, %v79
  %v102 = and i1 %v98, %v101
  %v103 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v99
  %v104 = load float, float addrspace(1)* %v103, align 4
  %v105 = icmp ult i64 %v67, %v69
  %v106 = add i64 %v80, 3
  %v107 = add i64 %v78, 3
  %v108 = icmp ult i64 %v107, %v79
  %v109 = and i1 %v105, %v108
  %v110 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v106
  %v111 = load float, float addrspace(1)* %v110, align 4
  %v112 = mul i64 16, %v68
  %v113 = add i64 %v80, %v112
  %v114 = add i64 %v67, 16
  %v115 = icmp ult i64 %v114, %v69
  %v116 = icmp ult i64 %v78, %v79
  %v117 = and i1 %v115, %v116
  %v118 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v113
  %v119 = load float, float addrspace(1)* %v118, align 4
  %v120 = mul i64 16, %v68
  %v121 = add i64 %v80, %v120
  %v122 = add i64 %v67, 16
  %v123 = icmp ult i64 %v122, %v69
  %v124 = add i64 %v121, 1
  %v125 = add i64 %v78, 1
  %v126 = icmp ult i64 %v125, %v79
  %v127 = and i1 %v123, %v126
  %v128 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v124
  %v129 = load float, float addrspace(1)* %v128, align 4
  %v130 = mul i64 16, %v68
  %v131 = add i64 %v80, %v130
  %v132 = add i64 %v67, 16
  %v133 = icmp ult i64 %v132, %v69
  %v134 = add i64 %v131, 2
  %v135 = add i64 %v78, 2
  %v136 = icmp ult i64 %v135, %v79
  %v137 = and i1 %v133, %v136
  %v138 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v134
  %v139 = load float, float addrspace(1)* %v138, align 4
  %v140 = mul i64 16, %v68
  %v141 = add i64 %v80, %v140
  %v142 = add i64 %v67, 16
  %v143 = icmp ult i64 %v142, %v69
  %v144 = add i64 %v141, 3
  %v145 = add i64 %v78, 3
  %v146 = icmp ult i64 %v145, %v79
  %v147 = and i1 %v143, %v146
  %v148 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v144
  %v149 = load float, float addrspace(1)* %v148, align 4
  %v150 = mul i64 32, %v68
  %v151 = add i64 %v80, %v150
  %v152 = add i64 %v67, 32
  %v153 = icmp ult i64 %v152, %v69
  %v154 = icmp ult i64 %v78, %v79
  %v155 = and i1 %v153, %v154
  %v156 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v151
  %v157 = load float, float addrspace(1)* %v156, align 4
  %v158 = mul i64 32, %v68
  %v159 = add i64 %v80, %v158
  %v160 = add i64 %v67, 32
  %v161 = icmp ult i64 %v160, %v69
  %v162 = add i64 %v159, 1
  %v163 = add i64 %v78, 1
  %v164 = icmp ult i64 %v163, %v79
  %v165 = and i1 %v161, %v164
  %v166 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v162
  %v167 = load float, float addrspace(1)* %v166, align 4
  %v168 = mul i64 32, %v68
  %v169 = add i64 %v80, %v168
  %v170 = add i64 %v67, 32
  %v171 = icmp ult i64 %v170, %v69
  %v172 = add i64 %v169, 2
  %v173 = add i64 %v78, 2
  %v174 = icmp ult i64 %v173, %v79
  %v175 = and i1 %v171, %v174
  %v176 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v172
  %v177 = load float, float addrspace(1)* %v176, align 4
  %v178 = mul i64 32, %v68
  %v179 = add i64 %v80, %v178
  %v180 = add i64 %v67, 32
  %v181 = icmp ult i64 %v180, %v69
  %v182 = add i64 %v179, 3
  %v183 = add i64 %v78, 3
  %v184 = icmp ult i64 %v183, %v79
  %v185 = and i1 %v181, %v184
  %v186 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v182
  %v187 = load float, float addrspace(1)* %v186, align 4
  %v188 = mul i64 48, %v68
  %v189 = add i64 %v80, %v188
  %v190 = add i64 %v67, 48
  %v191 = icmp ult i64 %v190, %v69
  %v192 = icmp ult i64 %v78, %v79
  %v193 = and i1 %v191, %v192
  %v194 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v189
  %v195 = load float, float addrspace(1)* %v194, align 4
  %v196 = mul i64 48, %v68
  %v197 = add i64 %v80, %v196
  %v198 = add i64 %v67, 48
  %v199 = icmp ult i64 %v198, %v69
  %v200 = add i64 %v197, 1
  %v201 = add i64 %v78, 1
  %v202 = icmp ult i64 %v201, %v79
  %v203 = and i1 %v199, %v202
  %v204 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v200
  %v205 = load float, float addrspace(1)* %v204, align 4
  %v206 = mul i64 48, %v68
  %v207 = add i64 %v80, %v206
  %v208 = add i64 %v67, 48
  %v209 = icmp ult i64 %v208, %v69
  %v210 = add i64 %v207, 2
  %v211 = add i64 %v78, 2
  %v212 = icmp ult i64 %v211, %v79
  %v213 = and i1 %v209, %v212
  %v214 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v210
  %v215 = load float, float addrspace(1)* %v214, align 4
  %v216 = mul i64 48, %v68
  %v217 = add i64 %v80, %v216
  %v218 = add i64 %v67, 48
  %v219 = icmp ult i64 %v218, %v69
  %v220 = add i64 %v217, 3
  %v221 = add i64 %v78, 3
  %v222 = icmp ult i64 %v221, %v79
  %v223 = and i1 %v219, %v222
  %v224 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v220
  %v225 = load float, float addrspace(1)* %v224, align 4
  br label %ld_done6
ld_edge5:
  %v226 = icmp ult i64 %v67, %v69
  %v227 = icmp ult i64 %v78, %v79
  %v228 = and i1 %v226, %v227
  %v229 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  br i1 %v228, label %ld7, label %ld_next8
ld_done6:
  %v382 = phi float [ %v90, %ld_full4 ], [ %v231, %ld_next38 ]
  %v383 = phi float [ %v97, %ld_full4 ], [ %v239, %ld_next38 ]
  %v384 = phi float [ %v104, %ld_full4 ], [ %v247, %ld_next38 ]
  %v385 = phi float [ %v111, %ld_full4 ], [ %v255, %ld_next38 ]
  %v386 = phi float [ %v119, %ld_full4 ], [ %v264, %ld_next38 ]
  %v387 = phi float [ %v129, %ld_full4 ], [ %v275, %ld_next38 ]
  %v388 = phi float [ %v139, %ld_full4 ], [ %v286, %ld_next38 ]
  %v389 = phi float [ %v149, %ld_full4 ], [ %v297, %ld_next38 ]
  %v390 = phi float [ %v157, %ld_full4 ], [ %v306, %ld_next38 ]
  %v391 = phi float [ %v167, %ld_full4 ], [ %v317, %ld_next38 ]
  %v392 = phi float [ %v177, %ld_full4 ], [ %v328, %ld_next38 ]
  %v393 = phi float [ %v187, %ld_full4 ], [ %v339, %ld_next38 ]
  %v394 = phi float [ %v195, %ld_full4 ], [ %v348, %ld_next38 ]
  %v395 = phi float [ %v205, %ld_full4 ], [ %v359, %ld_next38 ]
  %v396 = phi float [ %v215, %ld_full4 ], [ %v370, %ld_next38 ]
  %v397 = phi float [ %v225, %ld_full4 ], [ %v381, %ld_next38 ]
  %v398 = fadd float %v382, %v386
  %v399 = fadd float %v383, %v387
  %v400 = fadd float %v384, %v388
  %v401 = fadd float %v385, %v389
  %v402 = fadd float %v398, %v390
  %v403 = fadd float %v399, %v391
  %v404 = fadd float %v400, %v392
  %v405 = fadd float %v401, %v393
  %v406 = fadd float %v402, %v394
  %v407 = fadd float %v403, %v395
  %v408 = fadd float %v404, %v396
  %v409 = fadd float %v405, %v397
  %v410 = bitcast float %v406 to i32
  %v411 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v410, i32 16, i32 31)
  %v412 = bitcast i32 %v411 to float
  %v413 = fadd float %v406, %v412
  %v414 = bitcast float %v407 to i32
  %v415 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v414, i32 16, i32 31)
  %v416 = bitcast i32 %v415 to float
  %v417 = fadd float %v407, %v416
  %v418 = bitcast float %v408 to i32
  %v419 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v418, i32 16, i32 31)
  %v420 = bitcast i32 %v419 to float
  %v421 = fadd float %v408, %v420
  %v422 = bitcast float %v409 to i32
  %v423 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v422, i32 16, i32 31)
  %v424 = bitcast i32 %v423 to float
  %v425 = fadd float %v409, %v424
  call void @llvm.nvvm.barrier0()
  %v426 = mul i32 %v1, 4
  %v427 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v428 = getelementptr inbounds float, float addrspace(3)* %v427, i32 %v426
  store float %v413, float addrspace(3)* %v428, align 4
  %v429 = mul i32 %v1, 4
  %v430 = add i32 %v429, 1
  %v431 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v432 = getelementptr inbounds float, float addrspace(3)* %v431, i32 %v430
  store float %v417, float addrspace(3)* %v432, align 4
  %v433 = mul i32 %v1, 4
  %v434 = add i32 %v433, 2
  %v435 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v436 = getelementptr inbounds float, float addrspace(3)* %v435, i32 %v434
  store float %v421, float addrspace(3)* %v436, align 4
  %v437 = mul i32 %v1, 4
  %v438 = add i32 %v437, 3
  %v439 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v440 = getelementptr inbounds float, float addrspace(3)* %v439, i32 %v438
  store float %v425, float addrspace(3)* %v440, align 4
  call void @llvm.nvvm.barrier0()
  %v441 = and i32 %v3, -8
  %v442 = shl i32 %v441, 5
  %v443 = or i32 %v442, %v2
  %v444 = mul i32 %v443, 4
  %v445 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v446 = getelementptr inbounds float, float addrspace(3)* %v445, i32 %v444
  %v447 = load float, float addrspace(3)* %v446, align 4
  %v448 = mul i32 %v443, 4
  %v449 = add i32 %v448, 1
  %v450 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v451 = getelementptr inbounds float, float addrspace(3)* %v450, i32 %v449
  %v452 = load float, float addrspace(3)* %v451, align 4
  %v453 = mul i32 %v443, 4
  %v454 = add i32 %v453, 2
  %v455 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v456 = getelementptr inbounds float, float addrspace(3)* %v455, i32 %v454
  %v457 = load float, float addrspace(3)* %v456, align 4
  %v458 = mul i32 %v443, 4
  %v459 = add i32 %v458, 3
  %v460 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v461 = getelementptr inbounds float, float addrspace(3)* %v460, i32 %v459
  %v462 = load float, float addrspace(3)* %v461, align 4
  %v463 = or i32 %v441, 1
  %v464 = shl i32 %v463, 5
  %v465 = or i32 %v464, %v2
  %v466 = mul i32 %v465, 4
  %v467 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v468 = getelementptr inbounds float, float addrspace(3)* %v467, i32 %v466
  %v469 = load float, float addrspace(3)* %v468, align 4
  %v470 = fadd float %v447, %v469
  %v471 = mul i32 %v465, 4
  %v472 = add i32 %v471, 1
  %v473 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v474 = getelementptr inbounds float, float addrspace(3)* %v473, i32 %v472
  %v475 = load float, float addrspace(3)* %v474, align 4
  %v476 = fadd float %v452, %v475
  %v477 = mul i32 %v465, 4
  %v478 = add i32 %v477, 2
  %v479 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v480 = getelementptr inbounds float, float addrspace(3)* %v479, i32 %v478
  %v481 = load float, float addrspace(3)* %v480, align 4
  %v482 = fadd float %v457, %v481
  %v483 = mul i32 %v465, 4
  %v484 = add i32 %v483, 3
  %v485 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v486 = getelementptr inbounds float, float addrspace(3)* %v485, i32 %v484
  %v487 = load float, float addrspace(3)* %v486, align 4
  %v488 = fadd float %v462, %v487
  %v489 = or i32 %v441, 2
  %v490 = shl i32 %v489, 5
  %v491 = or i32 %v490, %v2
  %v492 = mul i32 %v491, 4
  %v493 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v494 = getelementptr inbounds float, float addrspace(3)* %v493, i32 %v492
  %v495 = load float, float addrspace(3)* %v494, align 4
  %v496 = fadd float %v470, %v495
  %v497 = mul i32 %v491, 4
  %v498 = add i32 %v497, 1
  %v499 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v500 = getelementptr inbounds float, float addrspace(3)* %v499, i32 %v498
  %v501 = load float, float addrspace(3)* %v500, align 4
  %v502 = fadd float %v476, %v501
  %v503 = mul i32 %v491, 4
  %v504 = add i32 %v503, 2
  %v505 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v506 = getelementptr inbounds float, float addrspace(3)* %v505, i32 %v504
  %v507 = load float, float addrspace(3)* %v506, align 4
  %v508 = fadd float %v482, %v507
  %v509 = mul i32 %v491, 4
  %v510 = add i32 %v509, 3
  %v511 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v512 = getelementptr inbounds float, float addrspace(3)* %v511, i32 %v510
  %v513 = load float, float addrspace(3)* %v512, align 4
  %v514 = fadd float %v488, %v513
  %v515 = or i32 %v441, 3
  %v516 = shl i32 %v515, 5
  %v517 = or i32 %v516, %v2
  %v518 = mul i32 %v517, 4
  %v519 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v520 = getelementptr inbounds float, float addrspace(3)* %v519, i32 %v518
  %v521 = load float, float addrspace(3)* %v520, align 4
  %v522 = fadd float %v496, %v521
  %v523 = mul i32 %v517, 4
  %v524 = add i32 %v523, 1
  %v525 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v526 = getelementptr inbounds float, float addrspace(3)* %v525, i32 %v524
  %v527 = load float, float addrspace(3)* %v526, align 4
  %v528 = fadd float %v502, %v527
  %v529 = mul i32 %v517, 4
  %v530 = add i32 %v529, 2
  %v531 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v532 = getelementptr inbounds float, float addrspace(3)* %v531, i32 %v530
  %v533 = load float, float addrspace(3)* %v532, align 4
  %v534 = fadd float %v508, %v533
  %v535 = mul i32 %v517, 4
  %v536 = add i32 %v535, 3
  %v537 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v538 = getelementptr inbounds float, float addrspace(3)* %v537, i32 %v536
  %v539 = load float, float addrspace(3)* %v538, align 4
  %v540 = fadd float %v514, %v539
  %v541 = or i32 %v441, 4
  %v542 = shl i32 %v541, 5
  %v543 = or i32 %v542, %v2
  %v544 = mul i32 %v543, 4
  %v545 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v546 = getelementptr inbounds float, float addrspace(3)* %v545, i32 %v544
  %v547 = load float, float addrspace(3)* %v546, align 4
  %v548 = fadd float %v522, %v547
  %v549 = mul i32 %v543, 4
  %v550 = add i32 %v549, 1
  %v551 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v552 = getelementptr inbounds float, float addrspace(3)* %v551, i32 %v550
  %v553 = load float, float addrspace(3)* %v552, align 4
  %v554 = fadd float %v528, %v553
  %v555 = mul i32 %v543, 4
  %v556 = add i32 %v555, 2
  %v557 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v558 = getelementptr inbounds float, float addrspace(3)* %v557, i32 %v556
  %v559 = load float, float addrspace(3)* %v558, align 4
  %v560 = fadd float %v534, %v559
  %v561 = mul i32 %v543, 4
  %v562 = add i32 %v561, 3
  %v563 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v564 = getelementptr inbounds float, float addrspace(3)* %v563, i32 %v562
  %v565 = load float, float addrspace(3)* %v564, align 4
  %v566 = fadd float %v540, %v565
  %v567 = or i32 %v441, 5
  %v568 = shl i32 %v567, 5
  %v569 = or i32 %v568, %v2
  %v570 = mul i32 %v569, 4
  %v571 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v572 = getelementptr inbounds float, float addrspace(3)* %v571, i32 %v570
  %v573 = load float, float addrspace(3)* %v572, align 4
  %v574 = fadd float %v548, %v573
  %v575 = mul i32 %v569, 4
  %v576 = add i32 %v575, 1
  %v577 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v578 = getelementptr inbounds float, float addrspace(3)* %v577, i32 %v576
  %v579 = load float, float addrspace(3)* %v578, align 4
  %v580 = fadd float %v554, %v579
  %v581 = mul i32 %v569, 4
  %v582 = add i32 %v581, 2
  %v583 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v584 = getelementptr inbounds float, float addrspace(3)* %v583, i32 %v582
  %v585 = load float, float addrspace(3)* %v584, align 4
  %v586 = fadd float %v560, %v585
  %v587 = mul i32 %v569, 4
  %v588 = add i32 %v587, 3
  %v589 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v590 = getelementptr inbounds float, float addrspace(3)* %v589, i32 %v588
  %v591 = load float, float addrspace(3)* %v590, align 4
  %v592 = fadd float %v566, %v591
  %v593 = or i32 %v441, 6
  %v594 = shl i32 %v593, 5
  %v595 = or i32 %v594, %v2
  %v596 = mul i32 %v595, 4
  %v597 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v598 = getelementptr inbounds float, float addrspace(3)* %v597, i32 %v596
  %v599 = load float, float addrspace(3)* %v598, align 4
  %v600 = fadd float %v574, %v599
  %v601 = mul i32 %v595, 4
  %v602 = add i32 %v601, 1
  %v603 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v604 = getelementptr inbounds float, float addrspace(3)* %v603, i32 %v602
  %v605 = load float, float addrspace(3)* %v604, align 4
  %v606 = fadd float %v580, %v605
  %v607 = mul i32 %v595, 4
  %v608 = add i32 %v607, 2
  %v609 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v610 = getelementptr inbounds float, float addrspace(3)* %v609, i32 %v608
  %v611 = load float, float addrspace(3)* %v610, align 4
  %v612 = fadd float %v586, %v611
  %v613 = mul i32 %v595, 4
  %v614 = add i32 %v613, 3
  %v615 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v616 = getelementptr inbounds float, float addrspace(3)* %v615, i32 %v614
  %v617 = load float, float addrspace(3)* %v616, align 4
  %v618 = fadd float %v592, %v617
  %v619 = or i32 %v441, 7
  %v620 = shl i32 %v619, 5
  %v621 = or i32 %v620, %v2
  %v622 = mul i32 %v621, 4
  %v623 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v624 = getelementptr inbounds float, float addrspace(3)* %v623, i32 %v622
  %v625 = load float, float addrspace(3)* %v624, align 4
  %v626 = fadd float %v600, %v625
  %v627 = mul i32 %v621, 4
  %v628 = add i32 %v627, 1
  %v629 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v630 = getelementptr inbounds float, float addrspace(3)* %v629, i32 %v628
  %v631 = load float, float addrspace(3)* %v630, align 4
  %v632 = fadd float %v606, %v631
  %v633 = mul i32 %v621, 4
  %v634 = add i32 %v633, 2
  %v635 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v636 = getelementptr inbounds float, float addrspace(3)* %v635, i32 %v634
  %v637 = load float, float addrspace(3)* %v636, align 4
  %v638 = fadd float %v612, %v637
  %v639 = mul i32 %v621, 4
  %v640 = add i32 %v639, 3
  %v641 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v642 = getelementptr inbounds float, float addrspace(3)* %v641, i32 %v640
  %v643 = load float, float addrspace(3)* %v642, align 4
  %v644 = fadd float %v618, %v643
  %v645 = fadd float %v21, %v626
  %v646 = fadd float %v22, %v632
  %v647 = fadd float %v23, %v638
  %v648 = fadd float %v24, %v644
  %v649 = add i64 %v25, 1
  br label %for1
ld7:
  %v230 = load float, float addrspace(1)* %v229, align 4
  br label %ld_next8
ld_next8:
  %v231 = phi float [ %v230, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v232 = icmp ult i64 %v67, %v69
  %v233 = add i64 %v80, 1
  %v234 = add i64 %v78, 1
  %v235 = icmp ult i64 %v234, %v79
  %v236 = and i1 %v232, %v235
  %v237 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v233
  br i1 %v236, label %ld9, label %ld_next10
ld9:
  %v238 = load float, float addrspace(1)* %v237, align 4
  br label %ld_next10
ld_next10:
  %v239 = phi float [ %v238, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v240 = icmp ult i64 %v67, %v69
  %v241 = add i64 %v80, 2
  %v242 = add i64 %v78, 2
  %v243 = icmp ult i64 %v242, %v79
  %v244 = and i1 %v240, %v243
  %v245 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v241
  br i1 %v244, label %ld11, label %ld_next12
ld11:
  %v246 = load float, float addrspace(1)* %v245, align 4
  br label %ld_next12
ld_next12:
  %v247 = phi float [ %v246, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v248 = icmp ult i64 %v67, %v69
  %v249 = add i64 %v80, 3
  %v250 = add i64 %v78, 3
  %v251 = icmp ult i64 %v250, %v79
  %v252 = and i1 %v248, %v251
  %v253 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v249
  br i1 %v252, label %ld13, label %ld_next14
ld13:
  %v254 = load float, float addrspace(1)* %v253, align 4
  br label %ld_next14
ld_next14:
  %v255 = phi float [ %v254, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v256 = mul i64 16, %v68
  %v257 = add i64 %v80, %v256
  %v258 = add i64 %v67, 16
  %v259 = icmp ult i64 %v258, %v69
  %v260 = icmp ult i64 %v78, %v79
  %v261 = and i1 %v259, %v260
  %v262 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v257
  br i1 %v261, label %ld15, label %ld_next16
ld15:
  %v263 = load float, float addrspace(1)* %v262, align 4
  br label %ld_next16
ld_next16:
  %v264 = phi float [ %v263, %ld15 ], [ 0x0000000000000000, %ld_next14 ]
  %v265 = mul i64 16, %v68
  %v266 = add i64 %v80, %v265
  %v267 = add i64 %v67, 16
  %v268 = icmp ult i64 %v267, %v69
  %v269 = add i64 %v266, 1
  %v270 = add i64 %v78, 1
  %v271 = icmp ult i64 %v270, %v79
  %v272 = and i1 %v268, %v271
  %v273 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v269
  br i1 %v272, label %ld17, label %ld_next18
ld17:
  %v274 = load float, float addrspace(1)* %v273, align 4
  br label %ld_next18
ld_next18:
  %v275 = phi float [ %v274, %ld17 ], [ 0x0000000000000000, %ld_next16 ]
  %v276 = mul i64 16, %v68
  %v277 = add i64 %v80, %v276
  %v278 = add i64 %v67, 16
  %v279 = icmp ult i64 %v278, %v69
  %v280 = add i64 %v277, 2
  %v281 = add i64 %v78, 2
  %v282 = icmp ult i64 %v281, %v79
  %v283 = and i1 %v279, %v282
  %v284 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v280
  br i1 %v283, label %ld19, label %ld_next20
ld19:
  %v285 = load float, float addrspace(1)* %v284, align 4
  br label %ld_next20
ld_next20:
  %v286 = phi float [ %v285, %ld19 ], [ 0x0000000000000000, %ld_next18 ]
  %v287 = mul i64 16, %v68
  %v288 = add i64 %v80, %v287
  %v289 = add i64 %v67, 16
  %v290 = icmp ult i64 %v289, %v69
  %v291 = add i64 %v288, 3
  %v292 = add i64 %v78, 3
  %v293 = icmp ult i64 %v292, %v79
  %v294 = and i1 %v290, %v293
  %v295 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v291
  br i1 %v294, label %ld21, label %ld_next22
ld21:
  %v296 = load float, float addrspace(1)* %v295, align 4
  br label %ld_next22
ld_next22:
  %v297 = phi float [ %v296, %ld21 ], [ 0x0000000000000000, %ld_next20 ]
  %v298 = mul i64 32, %v68
  %v299 = add i64 %v80, %v298
  %v300 = add i64 %v67, 32
  %v301 = icmp ult i64 %v300, %v69
  %v302 = icmp ult i64 %v78, %v79
  %v303 = and i1 %v301, %v302
  %v304 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v299
  br i1 %v303, label %ld23, label %ld_next24
ld23:
  %v305 = load float, float addrspace(1)* %v304, align 4
  br label %ld_next24
ld_next24:
  %v306 = phi float [ %v305, %ld23 ], [ 0x0000000000000000, %ld_next22 ]
  %v307 = mul i64 32, %v68
  %v308 = add i64 %v80, %v307
  %v309 = add i64 %v67, 32
  %v310 = icmp ult i64 %v309, %v69
  %v311 = add i64 %v308, 1
  %v312 = add i64 %v78, 1
  %v313 = icmp ult i64 %v312, %v79
  %v314 = and i1 %v310, %v313
  %v315 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v311
  br i1 %v314, label %ld25, label %ld_next26
ld25:
  %v316 = load float, float addrspace(1)* %v315, align 4
  br label %ld_next26
ld_next26:
  %v317 = phi float [ %v316, %ld25 ], [ 0x0000000000000000, %ld_next24 ]
  %v318 = mul i64 32, %v68
  %v319 = add i64 %v80, %v318
  %v320 = add i64 %v67, 32
  %v321 = icmp ult i64 %v320, %v69
  %v322 = add i64 %v319, 2
  %v323 = add i64 %v78, 2
  %v324 = icmp ult i64 %v323, %v79
  %v325 = and i1 %v321, %v324
  %v326 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v322
  br i1 %v325, label %ld27, label %ld_next28
ld27:
  %v327 = load float, float addrspace(1)* %v326, align 4
  br label %ld_next28
ld_next28:
  %v328 = phi float [ %v327, %ld27 ], [ 0x0000000000000000, %ld_next26 ]
  %v329 = mul i64 32, %v68
  %v330 = add i64 %v80, %v329
  %v331 = add i64 %v67, 32
  %v332 = icmp ult i64 %v331, %v69
  %v333 = add i64 %v330, 3
  %v334 = add i64 %v78, 3
  %v335 = icmp ult i64 %v334, %v79
  %v336 = and i1 %v332, %v335
  %v337 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v333
  br i1 %v336, label %ld29, label %ld_next30
ld29:
  %v338 = load float, float addrspace(1)* %v337, align 4
  br label %ld_next30
ld_next30:
  %v339 = phi float [ %v338, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  %v340 = mul i64 48, %v68
  %v341 = add i64 %v80, %v340
  %v342 = add i64 %v67, 48
  %v343 = icmp ult i64 %v342, %v69
  %v344 = icmp ult i64 %v78, %v79
  %v345 = and i1 %v343, %v344
  %v346 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v341
  br i1 %v345, label %ld31, label %ld_next32
ld31:
  %v347 = load float, float addrspace(1)* %v346, align 4
  br label %ld_next32
ld_next32:
  %v348 = phi float [ %v347, %ld31 ], [ 0x0000000000000000, %ld_next30 ]
  %v349 = mul i64 48, %v68
  %v350 = add i64 %v80, %v349
  %v351 = add i64 %v67, 48
  %v352 = icmp ult i64 %v351, %v69
  %v353 = add i64 %v350, 1
  %v354 = add i64 %v78, 1
  %v355 = icmp ult i64 %v354, %v79
  %v356 = and i1 %v352, %v355
  %v357 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v353
  br i1 %v356, label %ld33, label %ld_next34
ld33:
  %v358 = load float, float addrspace(1)* %v357, align 4
  br label %ld_next34
ld_next34:
  %v359 = phi float [ %v358, %ld33 ], [ 0x0000000000000000, %ld_next32 ]
  %v360 = mul i64 48, %v68
  %v361 = add i64 %v80, %v360
  %v362 = add i64 %v67, 48
  %v363 = icmp ult i64 %v362, %v69
  %v364 = add i64 %v361, 2
  %v365 = add i64 %v78, 2
  %v366 = icmp ult i64 %v365, %v79
  %v367 = and i1 %v363, %v366
  %v368 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v364
  br i1 %v367, label %ld35, label %ld_next36
ld35:
  %v369 = load float, float addrspace(1)* %v368, align 4
  br label %ld_next36
ld_next36:
  %v370 = phi float [ %v369, %ld35 ], [ 0x0000000000000000, %ld_next34 ]
  %v371 = mul i64 48, %v68
  %v372 = add i64 %v80, %v371
  %v373 = add i64 %v67, 48
  %v374 = icmp ult i64 %v373, %v69
  %v375 = add i64 %v372, 3
  %v376 = add i64 %v78, 3
  %v377 = icmp ult i64 %v376, %v79
  %v378 = and i1 %v374, %v377
  %v379 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v375
  br i1 %v378, label %ld37, label %ld_next38
ld37:
  %v380 = load float, float addrspace(1)* %v379, align 4
  br label %ld_next38
ld_next38:
  %v381 = phi float [ %v380, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  br label %ld_done6
st_owner39:
  br i1 %v674, label %st_full41, label %st_edge42
join40:
  ret void
st_full41:
  %v680 = icmp ult i64 %v669, %v670
  %v681 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v669
  store float %v21, float addrspace(1)* %v681, align 4
  %v682 = add i64 %v669, 1
  %v683 = add i64 %v669, 1
  %v684 = icmp ult i64 %v683, %v670
  %v685 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v682
  store float %v22, float addrspace(1)* %v685, align 4
  %v686 = add i64 %v669, 2
  %v687 = add i64 %v669, 2
  %v688 = icmp ult i64 %v687, %v670
  %v689 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v686
  store float %v23, float addrspace(1)* %v689, align 4
  %v690 = add i64 %v669, 3
  %v691 = add i64 %v669, 3
  %v692 = icmp ult i64 %v691, %v670
  %v693 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v690
  store float %v24, float addrspace(1)* %v693, align 4
  br label %st_done43
st_edge42:
  %v694 = icmp ult i64 %v669, %v670
  %v695 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v669
  br i1 %v694, label %st44, label %join45
st_done43:
  br label %join40
st44:
  store float %v21, float addrspace(1)* %v695, align 4
  br label %join45
join45:
  %v696 = add i64 %v669, 1
  %v697 = add i64 %v669, 1
  %v698 = icmp ult i64 %v697, %v670
  %v699 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v696
  br i1 %v698, label %st46, label %join47
st46:
  store float %v22, float addrspace(1)* %v699, align 4
  br label %join47
join47:
  %v700 = add i64 %v669, 2
  %v701 = add i64 %v669, 2
  %v702 = icmp ult i64 %v701, %v670
  %v703 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v700
  br i1 %v702, label %st48, label %join49
st48:
  store float %v23, float addrspace(1)* %v703, align 4
  br label %join49
join49:
  %v704 = add i64 %v669, 3
  %v705 = add i64 %v669, 3
  %v706 = icmp ult i64 %v705, %v670
  %v707 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v704
  br i1 %v706, label %st50, label %join51
st50:
  store float %v24, float addrspace(1)* %v707, align 4
  br label %join51
join51:
  br label %st_done43
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @col_sum, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @col_sum, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel row_max [BM=8, BN=128]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @row_max(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7) {
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
  %v24 = shl i32 %v23, 7
  %v25 = or i32 %v22, %v24
  %v26 = lshr i32 %v3, 1
  %v27 = and i32 %v26, 1
  %v28 = shl i32 %v27, 8
  %v29 = or i32 %v25, %v28
  %v30 = lshr i32 %v29, 7
  %v31 = and i32 %v30, 7
  %v32 = and i32 %v29, 127
  %v33 = sext i32 %v4 to i64
  %v34 = mul i64 %v33, 8
  %v35 = zext i32 %v31 to i64
  %v36 = add i64 %v34, %v35
  %v37 = sext i32 %p3 to i64
  %v38 = zext i32 %p1 to i64
  %v39 = mul i64 %v36, %v37
  %v40 = add i64 %v34, 8
  %v41 = icmp sle i64 %v40, %v38
  %v42 = icmp sge i64 %v33, 0
  %v43 = and i1 %v41, %v42
  %v44 = zext i32 %v32 to i64
  %v45 = zext i32 %p2 to i64
  %v46 = add i64 %v39, %v44
  %v47 = icmp sle i64 128, %v45
  %v48 = icmp sge i64 0, 0
  %v49 = and i1 %v47, %v48
  %v50 = and i1 %v43, %v49
  br i1 %v50, label %ld_full1, label %ld_edge2
ld_full1:
  %v51 = icmp ult i64 %v36, %v38
  %v52 = icmp ult i64 %v44, %v45
  %v53 = and i1 %v51, %v52
  %v54 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v46
  %v55 = load float, float addrspace(1)* %v54, align 4
  %v56 = icmp ult i64 %v36, %v38
  %v57 = add i64 %v46, 1
  %v58 = add i64 %v44, 1
  %v59 = icmp ult i64 %v58, %v45
  %v60 = and i1 %v56, %v59
  %v61 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v57
  %v62 = load float, float addrspace(1)* %v61, align 4
  %v63 = icmp ult i64 %v36, %v38
  %v64 = add i64 %v46, 2
  %v65 = add i64 %v44, 2
  %v66 = icmp ult i64 %v65, %v45
  %v67 = and i1 %v63, %v66
  %v68 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v64
  %v69 = load float, float addrspace(1)* %v68, align 4
  %v70 = icmp ult i64 %v36, %v38
  %v71 = add i64 %v46, 3
  %v72 = add i64 %v44, 3
  %v73 = icmp ult i64 %v72, %v45
  %v74 = and i1 %v70, %v73
  %v75 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v71
  %v76 = load float, float addrspace(1)* %v75, align 4
  %v77 = mul i64 4, %v37
  %v78 = add i64 %v46, %v77
  %v79 = add i64 %v36, 4
  %v80 = icmp ult i64 %v79, %v38
  %v81 = icmp ult i64 %v44, %v45
  %v82 = and i1 %v80, %v81
  %v83 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v78
  %v84 = load float, float addrspace(1)* %v83, align 4
  %v85 = mul i64 4, %v37
  %v86 = add i64 %v46, %v85
  %v87 = add i64 %v36, 4
  %v88 = icmp ult i64 %v87, %v38
  %v89 = add i64 %v86, 1
  %v90 = add i64 %v44, 1
  %v91 = icmp ult i64 %v90, %v45
  %v92 = and i1 %v88, %v91
  %v93 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v89
  %v94 = load float, float addrspace(1)* %v93, align 4
  %v95 = mul i64 4, %v37
  %v96 = add i64 %v46, %v95
  %v97 = add i64 %v36, 4
  %v98 = icmp ult i64 %v97, %v38
  %v99 = add i64 %v96, 2
  %v100 = add i64 %v44, 2
  %v101 = icmp ult i64 %v100, %v45
  %v102 = and i1 %v98, %v101
  %v103 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v99
  %v104 = load float, float addrspace(1)* %v103, align 4
  %v105 = mul i64 4, %v37
  %v106 = add i64 %v46, %v105
  %v107 = add i64 %v36, 4
  %v108 = icmp ult i64 %v107, %v38
  %v109 = add i64 %v106, 3
  %v110 = add i64 %v44, 3
  %v111 = icmp ult i64 %v110, %v45
  %v112 = and i1 %v108, %v111
  %v113 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v109
  %v114 = load float, float addrspace(1)* %v113, align 4
  br label %ld_done3
ld_edge2:
  %v115 = icmp ult i64 %v36, %v38
  %v116 = icmp ult i64 %v44, %v45
  %v117 = and i1 %v115, %v116
  %v118 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v46
  br i1 %v117, label %ld4, label %ld_next5
ld_done3:
  %v187 = phi float [ %v55, %ld_full1 ], [ %v120, %ld_next19 ]
  %v188 = phi float [ %v62, %ld_full1 ], [ %v128, %ld_next19 ]
  %v189 = phi float [ %v69, %ld_full1 ], [ %v136, %ld_next19 ]
  %v190 = phi float [ %v76, %ld_full1 ], [ %v144, %ld_next19 ]
  %v191 = phi float [ %v84, %ld_full1 ], [ %v153, %ld_next19 ]
  %v192 = phi float [ %v94, %ld_full1 ], [ %v164, %ld_next19 ]
  %v193 = phi float [ %v104, %ld_full1 ], [ %v175, %ld_next19 ]
  %v194 = phi float [ %v114, %ld_full1 ], [ %v186, %ld_next19 ]
  %v195 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v187, float %v188)
  %v196 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v191, float %v192)
  %v197 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v195, float %v189)
  %v198 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v196, float %v193)
  %v199 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v197, float %v190)
  %v200 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v198, float %v194)
  %v201 = bitcast float %v199 to i32
  %v202 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v201, i32 1, i32 31)
  %v203 = bitcast i32 %v202 to float
  %v204 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v199, float %v203)
  %v205 = bitcast float %v200 to i32
  %v206 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v205, i32 1, i32 31)
  %v207 = bitcast i32 %v206 to float
  %v208 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v200, float %v207)
  %v209 = bitcast float %v204 to i32
  %v210 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v209, i32 2, i32 31)
  %v211 = bitcast i32 %v210 to float
  %v212 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v204, float %v211)
  %v213 = bitcast float %v208 to i32
  %v214 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v213, i32 2, i32 31)
  %v215 = bitcast i32 %v214 to float
  %v216 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v208, float %v215)
  %v217 = bitcast float %v212 to i32
  %v218 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v217, i32 4, i32 31)
  %v219 = bitcast i32 %v218 to float
  %v220 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v212, float %v219)
  %v221 = bitcast float %v216 to i32
  %v222 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v221, i32 4, i32 31)
  %v223 = bitcast i32 %v222 to float
  %v224 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v216, float %v223)
  %v225 = bitcast float %v220 to i32
  %v226 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v225, i32 8, i32 31)
  %v227 = bitcast i32 %v226 to float
  %v228 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v220, float %v227)
  %v229 = bitcast float %v224 to i32
  %v230 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v229, i32 8, i32 31)
  %v231 = bitcast i32 %v230 to float
  %v232 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v224, float %v231)
  %v233 = bitcast float %v228 to i32
  %v234 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v233, i32 16, i32 31)
  %v235 = bitcast i32 %v234 to float
  %v236 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v228, float %v235)
  %v237 = bitcast float %v232 to i32
  %v238 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v237, i32 16, i32 31)
  %v239 = bitcast i32 %v238 to float
  %v240 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v232, float %v239)
  %v241 = icmp eq i32 128, 0
  %v242 = select i1 %v241, i32 1, i32 128
  %v243 = icmp eq i32 128, -1
  %v244 = select i1 %v243, i32 1, i32 %v242
  %v245 = sdiv i32 %p2, %v244
  %v246 = sub i32 0, %v245
  %v247 = select i1 %v243, i32 %v246, i32 %v245
  %v248 = srem i32 %p2, %v244
  %v249 = select i1 %v243, i32 0, i32 %v248
  %v250 = icmp ne i32 %v249, 0
  %v251 = xor i32 %v249, 128
  %v252 = icmp sge i32 %v251, 0
  %v253 = and i1 %v250, %v252
  %v254 = add i32 %v247, 1
  %v255 = select i1 %v253, i32 %v254, i32 %v247
  %v256 = select i1 %v241, i32 0, i32 %v255
  %v257 = sext i32 %v256 to i64
  br label %for20
ld4:
  %v119 = load float, float addrspace(1)* %v118, align 4
  br label %ld_next5
ld_next5:
  %v120 = phi float [ %v119, %ld4 ], [ 0xFFF0000000000000, %ld_edge2 ]
  %v121 = icmp ult i64 %v36, %v38
  %v122 = add i64 %v46, 1
  %v123 = add i64 %v44, 1
  %v124 = icmp ult i64 %v123, %v45
  %v125 = and i1 %v121, %v124
  %v126 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v122
  br i1 %v125, label %ld6, label %ld_next7
ld6:
  %v127 = load float, float addrspace(1)* %v126, align 4
  br label %ld_next7
ld_next7:
  %v128 = phi float [ %v127, %ld6 ], [ 0xFFF0000000000000, %ld_next5 ]
  %v129 = icmp ult i64 %v36, %v38
  %v130 = add i64 %v46, 2
  %v131 = add i64 %v44, 2
  %v132 = icmp ult i64 %v131, %v45
  %v133 = and i1 %v129, %v132
  %v134 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v130
  br i1 %v133, label %ld8, label %ld_next9
ld8:
  %v135 = load float, float addrspace(1)* %v134, align 4
  br label %ld_next9
ld_next9:
  %v136 = phi float [ %v135, %ld8 ], [ 0xFFF0000000000000, %ld_next7 ]
  %v137 = icmp ult i64 %v36, %v38
  %v138 = add i64 %v46, 3
  %v139 = add i64 %v44, 3
  %v140 = icmp ult i64 %v139, %v45
  %v141 = and i1 %v137, %v140
  %v142 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v138
  br i1 %v141, label %ld10, label %ld_next11
ld10:
  %v143 = load float, float addrspace(1)* %v142, align 4
  br label %ld_next11
ld_next11:
  %v144 = phi float [ %v143, %ld10 ], [ 0xFFF0000000000000, %ld_next9 ]
  %v145 = mul i64 4, %v37
  %v146 = add i64 %v46, %v145
  %v147 = add i64 %v36, 4
  %v148 = icmp ult i64 %v147, %v38
  %v149 = icmp ult i64 %v44, %v45
  %v150 = and i1 %v148, %v149
  %v151 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v146
  br i1 %v150, label %ld12, label %ld_next13
ld12:
  %v152 = load float, float addrspace(1)* %v151, align 4
  br label %ld_next13
ld_next13:
  %v153 = phi float [ %v152, %ld12 ], [ 0xFFF0000000000000, %ld_next11 ]
  %v154 = mul i64 4, %v37
  %v155 = add i64 %v46, %v154
  %v156 = add i64 %v36, 4
  %v157 = icmp ult i64 %v156, %v38
  %v158 = add i64 %v155, 1
  %v159 = add i64 %v44, 1
  %v160 = icmp ult i64 %v159, %v45
  %v161 = and i1 %v157, %v160
  %v162 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v158
  br i1 %v161, label %ld14, label %ld_next15
ld14:
  %v163 = load float, float addrspace(1)* %v162, align 4
  br label %ld_next15
ld_next15:
  %v164 = phi float [ %v163, %ld14 ], [ 0xFFF0000000000000, %ld_next13 ]
  %v165 = mul i64 4, %v37
  %v166 = add i64 %v46, %v165
  %v167 = add i64 %v36, 4
  %v168 = icmp ult i64 %v167, %v38
  %v169 = add i64 %v166, 2
  %v170 = add i64 %v44, 2
  %v171 = icmp ult i64 %v170, %v45
  %v172 = and i1 %v168, %v171
  %v173 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v169
  br i1 %v172, label %ld16, label %ld_next17
ld16:
  %v174 = load float, float addrspace(1)* %v173, align 4
  br label %ld_next17
ld_next17:
  %v175 = phi float [ %v174, %ld16 ], [ 0xFFF0000000000000, %ld_next15 ]
  %v176 = mul i64 4, %v37
  %v177 = add i64 %v46, %v176
  %v178 = add i64 %v36, 4
  %v179 = icmp ult i64 %v178, %v38
  %v180 = add i64 %v177, 3
  %v181 = add i64 %v44, 3
  %v182 = icmp ult i64 %v181, %v45
  %v183 = and i1 %v179, %v182
  %v184 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v180
  br i1 %v183, label %ld18, label %ld_next19
ld18:
  %v185 = load float, float addrspace(1)* %v184, align 4
  br label %ld_next19
ld_next19:
  %v186 = phi float [ %v185, %ld18 ], [ 0xFFF0000000000000, %ld_next17 ]
  br label %ld_done3
for20:
  %v258 = phi float [ %v236, %ld_done3 ], [ %v507, %ld_done25 ]
  %v259 = phi float [ %v240, %ld_done3 ], [ %v508, %ld_done25 ]
  %v260 = phi i64 [ 1, %ld_done3 ], [ %v509, %ld_done25 ]
  %v261 = icmp slt i64 %v260, %v257
  %v262 = icmp sgt i64 %v260, %v257
  %v263 = icmp sgt i64 1, 0
  %v264 = select i1 %v263, i1 %v261, i1 %v262
  br i1 %v264, label %body21, label %endfor22
body21:
  %v265 = trunc i64 %v260 to i32
  %v266 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v267 = and i32 %v2, 1
  %v268 = shl i32 %v267, 2
  %v269 = lshr i32 %v2, 1
  %v270 = and i32 %v269, 1
  %v271 = shl i32 %v270, 3
  %v272 = or i32 %v268, %v271
  %v273 = lshr i32 %v2, 2
  %v274 = and i32 %v273, 1
  %v275 = shl i32 %v274, 4
  %v276 = or i32 %v272, %v275
  %v277 = lshr i32 %v2, 3
  %v278 = and i32 %v277, 1
  %v279 = shl i32 %v278, 5
  %v280 = or i32 %v276, %v279
  %v281 = lshr i32 %v2, 4
  %v282 = and i32 %v281, 1
  %v283 = shl i32 %v282, 6
  %v284 = or i32 %v280, %v283
  %v285 = and i32 %v3, 1
  %v286 = shl i32 %v285, 7
  %v287 = or i32 %v284, %v286
  %v288 = lshr i32 %v3, 1
  %v289 = and i32 %v288, 1
  %v290 = shl i32 %v289, 8
  %v291 = or i32 %v287, %v290
  %v292 = lshr i32 %v291, 7
  %v293 = and i32 %v292, 7
  %v294 = and i32 %v291, 127
  %v295 = sext i32 %v266 to i64
  %v296 = mul i64 %v295, 8
  %v297 = zext i32 %v293 to i64
  %v298 = add i64 %v296, %v297
  %v299 = sext i32 %p3 to i64
  %v300 = zext i32 %p1 to i64
  %v301 = mul i64 %v298, %v299
  %v302 = add i64 %v296, 8
  %v303 = icmp sle i64 %v302, %v300
  %v304 = icmp sge i64 %v295, 0
  %v305 = and i1 %v303, %v304
  %v306 = sext i32 %v265 to i64
  %v307 = mul i64 %v306, 128
  %v308 = zext i32 %v294 to i64
  %v309 = add i64 %v307, %v308
  %v310 = zext i32 %p2 to i64
  %v311 = add i64 %v301, %v309
  %v312 = add i64 %v307, 128
  %v313 = icmp sle i64 %v312, %v310
  %v314 = icmp sge i64 %v306, 0
  %v315 = and i1 %v313, %v314
  %v316 = and i1 %v305, %v315
  br i1 %v316, label %ld_full23, label %ld_edge24
endfor22:
  %v510 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v511 = and i32 %v3, 1
  %v512 = lshr i32 %v3, 1
  %v513 = and i32 %v512, 1
  %v514 = shl i32 %v513, 1
  %v515 = or i32 %v511, %v514
  %v516 = and i32 %v515, 7
  %v517 = sext i32 %v510 to i64
  %v518 = mul i64 %v517, 8
  %v519 = zext i32 %v516 to i64
  %v520 = add i64 %v518, %v519
  %v521 = zext i32 %p6 to i64
  %v522 = add i64 %v518, 8
  %v523 = icmp sle i64 %v522, %v521
  %v524 = icmp sge i64 %v517, 0
  %v525 = and i1 %v523, %v524
  %v526 = and i32 %v2, 31
  %v527 = icmp eq i32 %v526, 0
  br i1 %v527, label %st_owner42, label %join43
ld_full23:
  %v317 = icmp ult i64 %v298, %v300
  %v318 = icmp ult i64 %v309, %v310
  %v319 = and i1 %v317, %v318
  %v320 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v311
  %v321 = load float, float addrspace(1)* %v320, align 4
  %v322 = icmp ult i64 %v298, %v300
  %v323 = add i64 %v311, 1
  %v324 = add i64 %v309, 1
  %v325 = icmp ult i64 %v324, %v310
  %v326 = and i1 %v322, %v325
  %v327 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v323
  %v328 = load float, float addrspace(1)* %v327, align 4
  %v329 = icmp ult i64 %v298, %v300
  %v330 = add i64 %v311, 2
  %v331 = add i64 %v309, 2
  %v332 = icmp ult i64 %v331, %v310
  %v333 = and i1 %v329, %v332
  %v334 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v330
  %v335 = load float, float addrspace(1)* %v334, align 4
  %v336 = icmp ult i64 %v298, %v300
  %v337 = add i64 %v311, 3
  %v338 = add i64 %v309, 3
  %v339 = icmp ult i64 %v338, %v310
  %v340 = and i1 %v336, %v339
  %v341 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v337
  %v342 = load float, float addrspace(1)* %v341, align 4
  %v343 = mul i64 4, %v299
  %v344 = add i64 %v311, %v343
  %v345 = add i64 %v298, 4
  %v346 = icmp ult i64 %v345, %v300
  %v347 = icmp ult i64 %v309, %v310
  %v348 = and i1 %v346, %v347
  %v349 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v344
  %v350 = load float, float addrspace(1)* %v349, align 4
  %v351 = mul i64 4, %v299
  %v352 = add i64 %v311, %v351
  %v353 = add i64 %v298, 4
  %v354 = icmp ult i64 %v353, %v300
  %v355 = add i64 %v352, 1
  %v356 = add i64 %v309, 1
  %v357 = icmp ult i64 %v356, %v310
  %v358 = and i1 %v354, %v357
  %v359 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v355
  %v360 = load float, float addrspace(1)* %v359, align 4
  %v361 = mul i64 4, %v299
  %v362 = add i64 %v311, %v361
  %v363 = add i64 %v298, 4
  %v364 = icmp ult i64 %v363, %v300
  %v365 = add i64 %v362, 2
  %v366 = add i64 %v309, 2
  %v367 = icmp ult i64 %v366, %v310
  %v368 = and i1 %v364, %v367
  %v369 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v365
  %v370 = load float, float addrspace(1)* %v369, align 4
  %v371 = mul i64 4, %v299
  %v372 = add i64 %v311, %v371
  %v373 = add i64 %v298, 4
  %v374 = icmp ult i64 %v373, %v300
  %v375 = add i64 %v372, 3
  %v376 = add i64 %v309, 3
  %v377 = icmp ult i64 %v376, %v310
  %v378 = and i1 %v374, %v377
  %v379 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v375
  %v380 = load float, float addrspace(1)* %v379, align 4
  br label %ld_done25
ld_edge24:
  %v381 = icmp ult i64 %v298, %v300
  %v382 = icmp ult i64 %v309, %v310
  %v383 = and i1 %v381, %v382
  %v384 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v311
  br i1 %v383, label %ld26, label %ld_next27
ld_done25:
  %v453 = phi float [ %v321, %ld_full23 ], [ %v386, %ld_next41 ]
  %v454 = phi float [ %v328, %ld_full23 ], [ %v394, %ld_next41 ]
  %v455 = phi float [ %v335, %ld_full23 ], [ %v402, %ld_next41 ]
  %v456 = phi float [ %v342, %ld_full23 ], [ %v410, %ld_next41 ]
  %v457 = phi float [ %v350, %ld_full23 ], [ %v419, %ld_next41 ]
  %v458 = phi float [ %v360, %ld_full23 ], [ %v430, %ld_next41 ]
  %v459 = phi float [ %v370, %ld_full23 ], [ %v441, %ld_next41 ]
  %v460 = phi float [ %v380, %ld_full23 ], [ %v452, %ld_next41 ]
  %v461 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v453, float %v454)
  %v462 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v457, float %v458)
  %v463 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v461, float %v455)
  %v464 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v462, float %v459)
  %v465 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v463, float %v456)
  %v466 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v464, float %v460)
  %v467 = bitcast float %v465 to i32
  %v468 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v467, i32 1, i32 31)
  %v469 = bitcast i32 %v468 to float
  %v470 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v465, float %v469)
  %v471 = bitcast float %v466 to i32
  %v472 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v471, i32 1, i32 31)
  %v473 = bitcast i32 %v472 to float
  %v474 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v466, float %v473)
  %v475 = bitcast float %v470 to i32
  %v476 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v475, i32 2, i32 31)
  %v477 = bitcast i32 %v476 to float
  %v478 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v470, float %v477)
  %v479 = bitcast float %v474 to i32
  %v480 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v479, i32 2, i32 31)
  %v481 = bitcast i32 %v480 to float
  %v482 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v474, float %v481)
  %v483 = bitcast float %v478 to i32
  %v484 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v483, i32 4, i32 31)
  %v485 = bitcast i32 %v484 to float
  %v486 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v478, float %v485)
  %v487 = bitcast float %v482 to i32
  %v488 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v487, i32 4, i32 31)
  %v489 = bitcast i32 %v488 to float
  %v490 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v482, float %v489)
  %v491 = bitcast float %v486 to i32
  %v492 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v491, i32 8, i32 31)
  %v493 = bitcast i32 %v492 to float
  %v494 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v486, float %v493)
  %v495 = bitcast float %v490 to i32
  %v496 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v495, i32 8, i32 31)
  %v497 = bitcast i32 %v496 to float
  %v498 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v490, float %v497)
  %v499 = bitcast float %v494 to i32
  %v500 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v499, i32 16, i32 31)
  %v501 = bitcast i32 %v500 to float
  %v502 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v494, float %v501)
  %v503 = bitcast float %v498 to i32
  %v504 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v503, i32 16, i32 31)
  %v505 = bitcast i32 %v504 to float
  %v506 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v498, float %v505)
  %v507 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v258, float %v502)
  %v508 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v259, float %v506)
  %v509 = add i64 %v260, 1
  br label %for20
ld26:
  %v385 = load float, float addrspace(1)* %v384, align 4
  br label %ld_next27
ld_next27:
  %v386 = phi float [ %v385, %ld26 ], [ 0xFFF0000000000000, %ld_edge24 ]
  %v387 = icmp ult i64 %v298, %v300
  %v388 = add i64 %v311, 1
  %v389 = add i64 %v309, 1
  %v390 = icmp ult i64 %v389, %v310
  %v391 = and i1 %v387, %v390
  %v392 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v388
  br i1 %v391, label %ld28, label %ld_next29
ld28:
  %v393 = load float, float addrspace(1)* %v392, align 4
  br label %ld_next29
ld_next29:
  %v394 = phi float [ %v393, %ld28 ], [ 0xFFF0000000000000, %ld_next27 ]
  %v395 = icmp ult i64 %v298, %v300
  %v396 = add i64 %v311, 2
  %v397 = add i64 %v309, 2
  %v398 = icmp ult i64 %v397, %v310
  %v399 = and i1 %v395, %v398
  %v400 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v396
  br i1 %v399, label %ld30, label %ld_next31
ld30:
  %v401 = load float, float addrspace(1)* %v400, align 4
  br label %ld_next31
ld_next31:
  %v402 = phi float [ %v401, %ld30 ], [ 0xFFF0000000000000, %ld_next29 ]
  %v403 = icmp ult i64 %v298, %v300
  %v404 = add i64 %v311, 3
  %v405 = add i64 %v309, 3
  %v406 = icmp ult i64 %v405, %v310
  %v407 = and i1 %v403, %v406
  %v408 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v404
  br i1 %v407, label %ld32, label %ld_next33
ld32:
  %v409 = load float, float addrspace(1)* %v408, align 4
  br label %ld_next33
ld_next33:
  %v410 = phi float [ %v409, %ld32 ], [ 0xFFF0000000000000, %ld_next31 ]
  %v411 = mul i64 4, %v299
  %v412 = add i64 %v311, %v411
  %v413 = add i64 %v298, 4
  %v414 = icmp ult i64 %v413, %v300
  %v415 = icmp ult i64 %v309, %v310
  %v416 = and i1 %v414, %v415
  %v417 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v412
  br i1 %v416, label %ld34, label %ld_next35
ld34:
  %v418 = load float, float addrspace(1)* %v417, align 4
  br label %ld_next35
ld_next35:
  %v419 = phi float [ %v418, %ld34 ], [ 0xFFF0000000000000, %ld_next33 ]
  %v420 = mul i64 4, %v299
  %v421 = add i64 %v311, %v420
  %v422 = add i64 %v298, 4
  %v423 = icmp ult i64 %v422, %v300
  %v424 = add i64 %v421, 1
  %v425 = add i64 %v309, 1
  %v426 = icmp ult i64 %v425, %v310
  %v427 = and i1 %v423, %v426
  %v428 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v424
  br i1 %v427, label %ld36, label %ld_next37
ld36:
  %v429 = load float, float addrspace(1)* %v428, align 4
  br label %ld_next37
ld_next37:
  %v430 = phi float [ %v429, %ld36 ], [ 0xFFF0000000000000, %ld_next35 ]
  %v431 = mul i64 4, %v299
  %v432 = add i64 %v311, %v431
  %v433 = add i64 %v298, 4
  %v434 = icmp ult i64 %v433, %v300
  %v435 = add i64 %v432, 2
  %v436 = add i64 %v309, 2
  %v437 = icmp ult i64 %v436, %v310
  %v438 = and i1 %v434, %v437
  %v439 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v435
  br i1 %v438, label %ld38, label %ld_next39
ld38:
  %v440 = load float, float addrspace(1)* %v439, align 4
  br label %ld_next39
ld_next39:
  %v441 = phi float [ %v440, %ld38 ], [ 0xFFF0000000000000, %ld_next37 ]
  %v442 = mul i64 4, %v299
  %v443 = add i64 %v311, %v442
  %v444 = add i64 %v298, 4
  %v445 = icmp ult i64 %v444, %v300
  %v446 = add i64 %v443, 3
  %v447 = add i64 %v309, 3
  %v448 = icmp ult i64 %v447, %v310
  %v449 = and i1 %v445, %v448
  %v450 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v446
  br i1 %v449, label %ld40, label %ld_next41
ld40:
  %v451 = load float, float addrspace(1)* %v450, align 4
  br label %ld_next41
ld_next41:
  %v452 = phi float [ %v451, %ld40 ], [ 0xFFF0000000000000, %ld_next39 ]
  br label %ld_done25
st_owner42:
  br i1 %v525, label %st_full44, label %st_edge45
join43:
  ret void
st_full44:
  %v528 = icmp ult i64 %v520, %v521
  %v529 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v520
  store float %v258, float addrspace(1)* %v529, align 4
  %v530 = add i64 %v520, 4
  %v531 = add i64 %v520, 4
  %v532 = icmp ult i64 %v531, %v521
  %v533 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v530
  store float %v259, float addrspace(1)* %v533, align 4
  br label %st_done46
st_edge45:
  %v534 = icmp ult i64 %v520, %v521
  %v535 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v520
  br i1 %v534, label %st47, label %join48
st_done46:
  br label %join43
st47:
  store float %v258, float addrspace(1)* %v535, align 4
  br label %join48
join48:
  %v536 = add i64 %v520, 4
  %v537 = add i64 %v520, 4
  %v538 = icmp ult i64 %v537, %v521
  %v539 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v536
  br i1 %v538, label %st49, label %join50
st49:
  store float %v259, float addrspace(1)* %v539, align 4
  br label %join50
join50:
  br label %st_done46
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_max, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_max, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel row_sum [BM=16, BN=512]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @row_sum(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp eq i32 512, 0
  %v5 = select i1 %v4, i32 1, i32 512
  %v6 = icmp eq i32 512, -1
  %v7 = select i1 %v6, i32 1, i32 %v5
  %v8 = sdiv i32 %p2, %v7
  %v9 = sub i32 0, %v8
  %v10 = select i1 %v6, i32 %v9, i32 %v8
  %v11 = srem i32 %p2, %v7
  %v12 = select i1 %v6, i32 0, i32 %v11
  %v13 = icmp ne i32 %v12, 0
  %v14 = xor i32 %v12, 512
  %v15 = icmp sge i32 %v14, 0
  %v16 = and i1 %v13, %v15
  %v17 = add i32 %v10, 1
  %v18 = select i1 %v16, i32 %v17, i32 %v10
  %v19 = select i1 %v4, i32 0, i32 %v18
  %v20 = sext i32 %v19 to i64
  br label %for1
for1:
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v999, %ld_done6 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v1000, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v1001, %ld_done6 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v1002, %ld_done6 ]
  %v25 = phi i64 [ 0, %entry0 ], [ %v1003, %ld_done6 ]
  %v26 = icmp slt i64 %v25, %v20
  %v27 = icmp sgt i64 %v25, %v20
  %v28 = icmp sgt i64 1, 0
  %v29 = select i1 %v28, i1 %v26, i1 %v27
  br i1 %v29, label %body2, label %endfor3
body2:
  %v30 = trunc i64 %v25 to i32
  %v31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v32 = and i32 %v2, 1
  %v33 = shl i32 %v32, 3
  %v34 = lshr i32 %v2, 1
  %v35 = and i32 %v34, 1
  %v36 = shl i32 %v35, 4
  %v37 = or i32 %v33, %v36
  %v38 = lshr i32 %v2, 2
  %v39 = and i32 %v38, 1
  %v40 = shl i32 %v39, 5
  %v41 = or i32 %v37, %v40
  %v42 = lshr i32 %v2, 3
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 6
  %v45 = or i32 %v41, %v44
  %v46 = lshr i32 %v2, 4
  %v47 = and i32 %v46, 1
  %v48 = shl i32 %v47, 7
  %v49 = or i32 %v45, %v48
  %v50 = and i32 %v3, 1
  %v51 = shl i32 %v50, 8
  %v52 = or i32 %v49, %v51
  %v53 = lshr i32 %v3, 1
  %v54 = and i32 %v53, 1
  %v55 = shl i32 %v54, 9
  %v56 = or i32 %v52, %v55
  %v57 = lshr i32 %v3, 2
  %v58 = and i32 %v57, 1
  %v59 = shl i32 %v58, 10
  %v60 = or i32 %v56, %v59
  %v61 = lshr i32 %v60, 9
  %v62 = and i32 %v61, 15
  %v63 = and i32 %v60, 511
  %v64 = sext i32 %v31 to i64
  %v65 = mul i64 %v64, 16
  %v66 = zext i32 %v62 to i64
  %v67 = add i64 %v65, %v66
  %v68 = sext i32 %p3 to i64
  %v69 = zext i32 %p1 to i64
  %v70 = mul i64 %v67, %v68
  %v71 = add i64 %v65, 16
  %v72 = icmp sle i64 %v71, %v69
  %v73 = icmp sge i64 %v64, 0
  %v74 = and i1 %v72, %v73
  %v75 = sext i32 %v30 to i64
  %v76 = mul i64 %v75, 512
  %v77 = zext i32 %v63 to i64
  %v78 = add i64 %v76, %v77
  %v79 = zext i32 %p2 to i64
  %v80 = add i64 %v70, %v78
  %v81 = add i64 %v76, 512
  %v82 = icmp sle i64 %v81, %v79
  %v83 = icmp sge i64 %v75, 0
  %v84 = and i1 %v82, %v83
  %v85 = and i1 %v74, %v84
  br i1 %v85, label %ld_full4, label %ld_edge5
endfor3:
  %v1004 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v1005 = and i32 %v2, 1
  %v1006 = shl i32 %v1005, 2
  %v1007 = lshr i32 %v2, 1
  %v1008 = and i32 %v1007, 1
  %v1009 = shl i32 %v1008, 3
  %v1010 = or i32 %v1006, %v1009
  %v1011 = and i32 %v1010, 15
  %v1012 = sext i32 %v1004 to i64
  %v1013 = mul i64 %v1012, 16
  %v1014 = zext i32 %v1011 to i64
  %v1015 = add i64 %v1013, %v1014
  %v1016 = zext i32 %p6 to i64
  %v1017 = add i64 %v1013, 16
  %v1018 = icmp sle i64 %v1017, %v1016
  %v1019 = icmp sge i64 %v1012, 0
  %v1020 = and i1 %v1018, %v1019
  %v1021 = and i32 %v2, 28
  %v1022 = icmp eq i32 %v1021, 0
  %v1023 = and i32 %v3, 7
  %v1024 = icmp eq i32 %v1023, 0
  %v1025 = and i1 %v1022, %v1024
  br i1 %v1025, label %st_owner71, label %join72
ld_full4:
  %v86 = icmp ult i64 %v67, %v69
  %v87 = icmp ult i64 %v78, %v79
  %v88 = and i1 %v86, %v87
  %v89 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v80
  %v90 = load half, half addrspace(1)* %v89, align 2
  %v91 = fpext half %v90 to float
  %v92 = icmp ult i64 %v67, %v69
  %v93 = add i64 %v80, 1
  %v94 = add i64 %v78, 1
  %v95 = icmp ult i64 %v94, %v79
  %v96 = and i1 %v92, %v95
  %v97 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v93
  %v98 = load half, half addrspace(1)* %v97, align 2
  %v99 = fpext half %v98 to float
  %v100 = icmp ult i64 %v67, %v69
  %v101 = add i64 %v80, 2
  %v102 = add i64 %v78, 2
  %v103 = icmp ult i64 %v102, %v79
  %v104 = and i1 %v100, %v103
  %v105 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v101
  %v106 = load half, half addrspace(1)* %v105, align 2
  %v107 = fpext half %v106 to float
  %v108 = icmp ult i64 %v67, %v69
  %v109 = add i64 %v80, 3
  %v110 = add i64 %v78, 3
  %v111 = icmp ult i64 %v110, %v79
  %v112 = and i1 %v108, %v111
  %v113 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v109
  %v114 = load half, half addrspace(1)* %v113, align 2
  %v115 = fpext half %v114 to float
  %v116 = icmp ult i64 %v67, %v69
  %v117 = add i64 %v80, 4
  %v118 = add i64 %v78, 4
  %v119 = icmp ult i64 %v118, %v79
  %v120 = and i1 %v116, %v119
  %v121 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v117
  %v122 = load half, half addrspace(1)* %v121, align 2
  %v123 = fpext half %v122 to float
  %v124 = icmp ult i64 %v67, %v69
  %v125 = add i64 %v80, 5
  %v126 = add i64 %v78, 5
  %v127 = icmp ult i64 %v126, %v79
  %v128 = and i1 %v124, %v127
  %v129 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v125
  %v130 = load half, half addrspace(1)* %v129, align 2
  %v131 = fpext half %v130 to float
  %v132 = icmp ult i64 %v67, %v69
  %v133 = add i64 %v80, 6
  %v134 = add i64 %v78, 6
  %v135 = icmp ult i64 %v134, %v79
  %v136 = and i1 %v132, %v135
  %v137 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v133
  %v138 = load half, half addrspace(1)* %v137, align 2
  %v139 = fpext half %v138 to float
  %v140 = icmp ult i64 %v67, %v69
  %v141 = add i64 %v80, 7
  %v142 = add i64 %v78, 7
  %v143 = icmp ult i64 %v142, %v79
  %v144 = and i1 %v140, %v143
  %v145 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v141
  %v146 = load half, half addrspace(1)* %v145, align 2
  %v147 = fpext half %v146 to float
  %v148 = mul i64 4, %v68
  %v149 = add i64 %v80, %v148
  %v150 = add i64 %v67, 4
  %v151 = icmp ult i64 %v150, %v69
  %v152 = icmp ult i64 %v78, %v79
  %v153 = and i1 %v151, %v152
  %v154 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v149
  %v155 = load half, half addrspace(1)* %v154, align 2
  %v156 = fpext half %v155 to float
  %v157 = mul i64 4, %v68
  %v158 = add i64 %v80, %v157
  %v159 = add i64 %v67, 4
  %v160 = icmp ult i64 %v159, %v69
  %v161 = add i64 %v158, 1
  %v162 = add i64 %v78, 1
  %v163 = icmp ult i64 %v162, %v79
  %v164 = and i1 %v160, %v163
  %v165 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v161
  %v166 = load half, half addrspace(1)* %v165, align 2
  %v167 = fpext half %v166 to float
  %v168 = mul i64 4, %v68
  %v169 = add i64 %v80, %v168
  %v170 = add i64 %v67, 4
  %v171 = icmp ult i64 %v170, %v69
  %v172 = add i64 %v169, 2
  %v173 = add i64 %v78, 2
  %v174 = icmp ult i64 %v173, %v79
  %v175 = and i1 %v171, %v174
  %v176 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v172
  %v177 = load half, half addrspace(1)* %v176, align 2
  %v178 = fpext half %v177 to float
  %v179 = mul i64 4, %v68
  %v180 = add i64 %v80, %v179
  %v181 = add i64 %v67, 4
  %v182 = icmp ult i64 %v181, %v69
  %v183 = add i64 %v180, 3
  %v184 = add i64 %v78, 3
  %v185 = icmp ult i64 %v184, %v79
  %v186 = and i1 %v182, %v185
  %v187 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v183
  %v188 = load half, half addrspace(1)* %v187, align 2
  %v189 = fpext half %v188 to float
  %v190 = mul i64 4, %v68
  %v191 = add i64 %v80, %v190
  %v192 = add i64 %v67, 4
  %v193 = icmp ult i64 %v192, %v69
  %v194 = add i64 %v191, 4
  %v195 = add i64 %v78, 4
  %v196 = icmp ult i64 %v195, %v79
  %v197 = and i1 %v193, %v196
  %v198 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v194
  %v199 = load half, half addrspace(1)* %v198, align 2
  %v200 = fpext half %v199 to float
  %v201 = mul i64 4, %v68
  %v202 = add i64 %v80, %v201
  %v203 = add i64 %v67, 4
  %v204 = icmp ult i64 %v203, %v69
  %v205 = add i64 %v202, 5
  %v206 = add i64 %v78, 5
  %v207 = icmp ult i64 %v206, %v79
  %v208 = and i1 %v204, %v207
  %v209 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v205
  %v210 = load half, half addrspace(1)* %v209, align 2
  %v211 = fpext half %v210 to float
  %v212 = mul i64 4, %v68
  %v213 = add i64 %v80, %v212
  %v214 = add i64 %v67, 4
  %v215 = icmp ult i64 %v214, %v69
  %v216 = add i64 %v213, 6
  %v217 = add i64 %v78, 6
  %v218 = icmp ult i64 %v217, %v79
  %v219 = and i1 %v215, %v218
  %v220 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v216
  %v221 = load half, half addrspace(1)* %v220, align 2
  %v222 = fpext half %v221 to float
  %v223 = mul i64 4, %v68
  %v224 = add i64 %v80, %v223
  %v225 = add i64 %v67, 4
  %v226 = icmp ult i64 %v225, %v69
  %v227 = add i64 %v224, 7
  %v228 = add i64 %v78, 7
  %v229 = icmp ult i64 %v228, %v79
  %v230 = and i1 %v226, %v229
  %v231 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v227
  %v232 = load half, half addrspace(1)* %v231, align 2
  %v233 = fpext half %v232 to float
  %v234 = mul i64 8, %v68
  %v235 = add i64 %v80, %v234
  %v236 = add i64 %v67, 8
  %v237 = icmp ult i64 %v236, %v69
  %v238 = icmp ult i64 %v78, %v79
  %v239 = and i1 %v237, %v238
  %v240 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v235
  %v241 = load half, half addrspace(1)* %v240, align 2
  %v242 = fpext half %v241 to float
  %v243 = mul i64 8, %v68
  %v244 = add i64 %v80, %v243
  %v245 = add i64 %v67, 8
  %v246 = icmp ult i64 %v245, %v69
  %v247 = add i64 %v244, 1
  %v248 = add i64 %v78, 1
  %v249 = icmp ult i64 %v248, %v79
  %v250 = and i1 %v246, %v249
  %v251 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v247
  %v252 = load half, half addrspace(1)* %v251, align 2
  %v253 = fpext half %v252 to float
  %v254 = mul i64 8, %v68
  %v255 = add i64 %v80, %v254
  %v256 = add i64 %v67, 8
  %v257 = icmp ult i64 %v256, %v69
  %v258 = add i64 %v255, 2
  %v259 = add i64 %v78, 2
  %v260 = icmp ult i64 %v259, %v79
  %v261 = and i1 %v257, %v260
  %v262 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v258
  %v263 = load half, half addrspace(1)* %v262, align 2
  %v264 = fpext half %v263 to float
  %v265 = mul i64 8, %v68
  %v266 = add i64 %v80, %v265
  %v267 = add i64 %v67, 8
  %v268 = icmp ult i64 %v267, %v69
  %v269 = add i64 %v266, 3
  %v270 = add i64 %v78, 3
  %v271 = icmp ult i64 %v270, %v79
  %v272 = and i1 %v268, %v271
  %v273 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v269
  %v274 = load half, half addrspace(1)* %v273, align 2
  %v275 = fpext half %v274 to float
  %v276 = mul i64 8, %v68
  %v277 = add i64 %v80, %v276
  %v278 = add i64 %v67, 8
  %v279 = icmp ult i64 %v278, %v69
  %v280 = add i64 %v277, 4
  %v281 = add i64 %v78, 4
  %v282 = icmp ult i64 %v281, %v79
  %v283 = and i1 %v279, %v282
  %v284 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v280
  %v285 = load half, half addrspace(1)* %v284, align 2
  %v286 = fpext half %v285 to float
  %v287 = mul i64 8, %v68
  %v288 = add i64 %v80, %v287
  %v289 = add i64 %v67, 8
  %v290 = icmp ult i64 %v289, %v69
  %v291 = add i64 %v288, 5
  %v292 = add i64 %v78, 5
  %v293 = icmp ult i64 %v292, %v79
  %v294 = and i1 %v290, %v293
  %v295 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v291
  %v296 = load half, half addrspace(1)* %v295, align 2
  %v297 = fpext half %v296 to float
  %v298 = mul i64 8, %v68
  %v299 = add i64 %v80, %v298
  %v300 = add i64 %v67, 8
  %v301 = icmp ult i64 %v300, %v69
  %v302 = add i64 %v299, 6
  %v303 = add i64 %v78, 6
  %v304 = icmp ult i64 %v303, %v79
  %v305 = and i1 %v301, %v304
  %v306 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v302
  %v307 = load half, half addrspace(1)* %v306, align 2
  %v308 = fpext half %v307 to float
  %v309 = mul i64 8, %v68
  %v310 = add i64 %v80, %v309
  %v311 = add i64 %v67, 8
  %v312 = icmp ult i64 %v311, %v69
  %v313 = add i64 %v310, 7
  %v314 = add i64 %v78, 7
  %v315 = icmp ult i64 %v314, %v79
  %v316 = and i1 %v312, %v315
  %v317 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v313
  %v318 = load half, half addrspace(1)* %v317, align 2
  %v319 = fpext half %v318 to float
  %v320 = mul i64 12, %v68
  %v321 = add i64 %v80, %v320
  %v322 = add i64 %v67, 12
  %v323 = icmp ult i64 %v322, %v69
  %v324 = icmp ult i64 %v78, %v79
  %v325 = and i1 %v323, %v324
  %v326 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v321
  %v327 = load half, half addrspace(1)* %v326, align 2
  %v328 = fpext half %v327 to float
  %v329 = mul i64 12, %v68
  %v330 = add i64 %v80, %v329
  %v331 = add i64 %v67, 12
  %v332 = icmp ult i64 %v331, %v69
  %v333 = add i64 %v330, 1
  %v334 = add i64 %v78, 1
  %v335 = icmp ult i64 %v334, %v79
  %v336 = and i1 %v332, %v335
  %v337 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v333
  %v338 = load half, half addrspace(1)* %v337, align 2
  %v339 = fpext half %v338 to float
  %v340 = mul i64 12, %v68
  %v341 = add i64 %v80, %v340
  %v342 = add i64 %v67, 12
  %v343 = icmp ult i64 %v342, %v69
  %v344 = add i64 %v341, 2
  %v345 = add i64 %v78, 2
  %v346 = icmp ult i64 %v345, %v79
  %v347 = and i1 %v343, %v346
  %v348 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v344
  %v349 = load half, half addrspace(1)* %v348, align 2
  %v350 = fpext half %v349 to float
  %v351 = mul i64 12, %v68
  %v352 = add i64 %v80, %v351
  %v353 = add i64 %v67, 12
  %v354 = icmp ult i64 %v353, %v69
  %v355 = add i64 %v352, 3
  %v356 = add i64 %v78, 3
  %v357 = icmp ult i64 %v356, %v79
  %v358 = and i1 %v354, %v357
  %v359 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v355
  %v360 = load half, half addrspace(1)* %v359, align 2
  %v361 = fpext half %v360 to float
  %v362 = mul i64 12, %v68
  %v363 = add i64 %v80, %v362
  %v364 = add i64 %v67, 12
  %v365 = icmp ult i64 %v364, %v69
  %v366 = add i64 %v363, 4
  %v367 = add i64 %v78, 4
  %v368 = icmp ult i64 %v367, %v79
  %v369 = and i1 %v365, %v368
  %v370 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v366
  %v371 = load half, half addrspace(1)* %v370, align 2
  %v372 = fpext half %v371 to float
  %v373 = mul i64 12, %v68
  %v374 = add i64 %v80, %v373
  %v375 = add i64 %v67, 12
  %v376 = icmp ult i64 %v375, %v69
  %v377 = add i64 %v374, 5
  %v378 = add i64 %v78, 5
  %v379 = icmp ult i64 %v378, %v79
  %v380 = and i1 %v376, %v379
  %v381 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v377
  %v382 = load half, half addrspace(1)* %v381, align 2
  %v383 = fpext half %v382 to float
  %v384 = mul i64 12, %v68
  %v385 = add i64 %v80, %v384
  %v386 = add i64 %v67, 12
  %v387 = icmp ult i64 %v386, %v69
  %v388 = add i64 %v385, 6
  %v389 = add i64 %v78, 6
  %v390 = icmp ult i64 %v389, %v79
  %v391 = and i1 %v387, %v390
  %v392 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v388
  %v393 = load half, half addrspace(1)* %v392, align 2
  %v394 = fpext half %v393 to float
  %v395 = mul i64 12, %v68
  %v396 = add i64 %v80, %v395
  %v397 = add i64 %v67, 12
  %v398 = icmp ult i64 %v397, %v69
  %v399 = add i64 %v396, 7
  %v400 = add i64 %v78, 7
  %v401 = icmp ult i64 %v400, %v79
  %v402 = and i1 %v398, %v401
  %v403 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v399
  %v404 = load half, half addrspace(1)* %v403, align 2
  %v405 = fpext half %v404 to float
  br label %ld_done6
ld_edge5:
  %v406 = icmp ult i64 %v67, %v69
  %v407 = icmp ult i64 %v78, %v79
  %v408 = and i1 %v406, %v407
  %v409 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v80
  br i1 %v408, label %ld7, label %ld_next8
ld_done6:
  %v758 = phi float [ %v91, %ld_full4 ], [ %v412, %ld_next70 ]
  %v759 = phi float [ %v99, %ld_full4 ], [ %v421, %ld_next70 ]
  %v760 = phi float [ %v107, %ld_full4 ], [ %v430, %ld_next70 ]
  %v761 = phi float [ %v115, %ld_full4 ], [ %v439, %ld_next70 ]
  %v762 = phi float [ %v123, %ld_full4 ], [ %v448, %ld_next70 ]
  %v763 = phi float [ %v131, %ld_full4 ], [ %v457, %ld_next70 ]
  %v764 = phi float [ %v139, %ld_full4 ], [ %v466, %ld_next70 ]
  %v765 = phi float [ %v147, %ld_full4 ], [ %v475, %ld_next70 ]
  %v766 = phi float [ %v156, %ld_full4 ], [ %v485, %ld_next70 ]
  %v767 = phi float [ %v167, %ld_full4 ], [ %v497, %ld_next70 ]
  %v768 = phi float [ %v178, %ld_full4 ], [ %v509, %ld_next70 ]
  %v769 = phi float [ %v189, %ld_full4 ], [ %v521, %ld_next70 ]
  %v770 = phi float [ %v200, %ld_full4 ], [ %v533, %ld_next70 ]
  %v771 = phi float [ %v211, %ld_full4 ], [ %v545, %ld_next70 ]
  %v772 = phi float [ %v222, %ld_full4 ], [ %v557, %ld_next70 ]
  %v773 = phi float [ %v233, %ld_full4 ], [ %v569, %ld_next70 ]
  %v774 = phi float [ %v242, %ld_full4 ], [ %v579, %ld_next70 ]
  %v775 = phi float [ %v253, %ld_full4 ], [ %v591, %ld_next70 ]
  %v776 = phi float [ %v264, %ld_full4 ], [ %v603, %ld_next70 ]
  %v777 = phi float [ %v275, %ld_full4 ], [ %v615, %ld_next70 ]
  %v778 = phi float [ %v286, %ld_full4 ], [ %v627, %ld_next70 ]
  %v779 = phi float [ %v297, %ld_full4 ], [ %v639, %ld_next70 ]
  %v780 = phi float [ %v308, %ld_full4 ], [ %v651, %ld_next70 ]
  %v781 = phi float [ %v319, %ld_full4 ], [ %v663, %ld_next70 ]
  %v782 = phi float [ %v328, %ld_full4 ], [ %v673, %ld_next70 ]
  %v783 = phi float [ %v339, %ld_full4 ], [ %v685, %ld_next70 ]
  %v784 = phi float [ %v350, %ld_full4 ], [ %v697, %ld_next70 ]
  %v785 = phi float [ %v361, %ld_full4 ], [ %v709, %ld_next70 ]
  %v786 = phi float [ %v372, %ld_full4 ], [ %v721, %ld_next70 ]
  %v787 = phi float [ %v383, %ld_full4 ], [ %v733, %ld_next70 ]
  %v788 = phi float [ %v394, %ld_full4 ], [ %v745, %ld_next70 ]
  %v789 = phi float [ %v405, %ld_full4 ], [ %v757, %ld_next70 ]
  %v790 = fadd float %v758, %v759
  %v791 = fadd float %v766, %v767
  %v792 = fadd float %v774, %v775
  %v793 = fadd float %v782, %v783
  %v794 = fadd float %v790, %v760
  %v795 = fadd float %v791, %v768
  %v796 = fadd float %v792, %v776
  %v797 = fadd float %v793, %v784
  %v798 = fadd float %v794, %v761
  %v799 = fadd float %v795, %v769
  %v800 = fadd float %v796, %v777
  %v801 = fadd float %v797, %v785
  %v802 = fadd float %v798, %v762
  %v803 = fadd float %v799, %v770
  %v804 = fadd float %v800, %v778
  %v805 = fadd float %v801, %v786
  %v806 = fadd float %v802, %v763
  %v807 = fadd float %v803, %v771
  %v808 = fadd float %v804, %v779
  %v809 = fadd float %v805, %v787
  %v810 = fadd float %v806, %v764
  %v811 = fadd float %v807, %v772
  %v812 = fadd float %v808, %v780
  %v813 = fadd float %v809, %v788
  %v814 = fadd float %v810, %v765
  %v815 = fadd float %v811, %v773
  %v816 = fadd float %v812, %v781
  %v817 = fadd float %v813, %v789
  %v818 = bitcast float %v814 to i32
  %v819 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v818, i32 1, i32 31)
  %v820 = bitcast i32 %v819 to float
  %v821 = fadd float %v814, %v820
  %v822 = bitcast float %v815 to i32
  %v823 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v822, i32 1, i32 31)
  %v824 = bitcast i32 %v823 to float
  %v825 = fadd float %v815, %v824
  %v826 = bitcast float %v816 to i32
  %v827 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v826, i32 1, i32 31)
  %v828 = bitcast i32 %v827 to float
  %v829 = fadd float %v816, %v828
  %v830 = bitcast float %v817 to i32
  %v831 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v830, i32 1, i32 31)
  %v832 = bitcast i32 %v831 to float
  %v833 = fadd float %v817, %v832
  %v834 = bitcast float %v821 to i32
  %v835 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v834, i32 2, i32 31)
  %v836 = bitcast i32 %v835 to float
  %v837 = fadd float %v821, %v836
  %v838 = bitcast float %v825 to i32
  %v839 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v838, i32 2, i32 31)
  %v840 = bitcast i32 %v839 to float
  %v841 = fadd float %v825, %v840
  %v842 = bitcast float %v829 to i32
  %v843 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v842, i32 2, i32 31)
  %v844 = bitcast i32 %v843 to float
  %v845 = fadd float %v829, %v844
  %v846 = bitcast float %v833 to i32
  %v847 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v846, i32 2, i32 31)
  %v848 = bitcast i32 %v847 to float
  %v849 = fadd float %v833, %v848
  %v850 = bitcast float %v837 to i32
  %v851 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v850, i32 4, i32 31)
  %v852 = bitcast i32 %v851 to float
  %v853 = fadd float %v837, %v852
  %v854 = bitcast float %v841 to i32
  %v855 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v854, i32 4, i32 31)
  %v856 = bitcast i32 %v855 to float
  %v857 = fadd float %v841, %v856
  %v858 = bitcast float %v845 to i32
  %v859 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v858, i32 4, i32 31)
  %v860 = bitcast i32 %v859 to float
  %v861 = fadd float %v845, %v860
  %v862 = bitcast float %v849 to i32
  %v863 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v862, i32 4, i32 31)
  %v864 = bitcast i32 %v863 to float
  %v865 = fadd float %v849, %v864
  %v866 = bitcast float %v853 to i32
  %v867 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v866, i32 8, i32 31)
  %v868 = bitcast i32 %v867 to float
  %v869 = fadd float %v853, %v868
  %v870 = bitcast float %v857 to i32
  %v871 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v870, i32 8, i32 31)
  %v872 = bitcast i32 %v871 to float
  %v873 = fadd float %v857, %v872
  %v874 = bitcast float %v861 to i32
  %v875 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v874, i32 8, i32 31)
  %v876 = bitcast i32 %v875 to float
  %v877 = fadd float %v861, %v876
  %v878 = bitcast float %v865 to i32
  %v879 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v878, i32 8, i32 31)
  %v880 = bitcast i32 %v879 to float
  %v881 = fadd float %v865, %v880
  %v882 = bitcast float %v869 to i32
  %v883 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v882, i32 16, i32 31)
  %v884 = bitcast i32 %v883 to float
  %v885 = fadd float %v869, %v884
  %v886 = bitcast float %v873 to i32
  %v887 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v886, i32 16, i32 31)
  %v888 = bitcast i32 %v887 to float
  %v889 = fadd float %v873, %v888
  %v890 = bitcast float %v877 to i32
  %v891 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v890, i32 16, i32 31)
  %v892 = bitcast i32 %v891 to float
  %v893 = fadd float %v877, %v892
  %v894 = bitcast float %v881 to i32
  %v895 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v894, i32 16, i32 31)
  %v896 = bitcast i32 %v895 to float
  %v897 = fadd float %v881, %v896
  call void @llvm.nvvm.barrier0()
  %v898 = mul i32 %v1, 4
  %v899 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v900 = getelementptr inbounds float, float addrspace(3)* %v899, i32 %v898
  store float %v885, float addrspace(3)* %v900, align 4
  %v901 = mul i32 %v1, 4
  %v902 = add i32 %v901, 1
  %v903 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v904 = getelementptr inbounds float, float addrspace(3)* %v903, i32 %v902
  store float %v889, float addrspace(3)* %v904, align 4
  %v905 = mul i32 %v1, 4
  %v906 = add i32 %v905, 2
  %v907 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v908 = getelementptr inbounds float, float addrspace(3)* %v907, i32 %v906
  store float %v893, float addrspace(3)* %v908, align 4
  %v909 = mul i32 %v1, 4
  %v910 = add i32 %v909, 3
  %v911 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v912 = getelementptr inbounds float, float addrspace(3)* %v911, i32 %v910
  store float %v897, float addrspace(3)* %v912, align 4
  call void @llvm.nvvm.barrier0()
  %v913 = and i32 %v3, -2
  %v914 = shl i32 %v913, 5
  %v915 = or i32 %v914, %v2
  %v916 = mul i32 %v915, 4
  %v917 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v918 = getelementptr inbounds float, float addrspace(3)* %v917, i32 %v916
  %v919 = load float, float addrspace(3)* %v918, align 4
  %v920 = mul i32 %v915, 4
  %v921 = add i32 %v920, 1
  %v922 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v923 = getelementptr inbounds float, float addrspace(3)* %v922, i32 %v921
  %v924 = load float, float addrspace(3)* %v923, align 4
  %v925 = mul i32 %v915, 4
  %v926 = add i32 %v925, 2
  %v927 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v928 = getelementptr inbounds float, float addrspace(3)* %v927, i32 %v926
  %v929 = load float, float addrspace(3)* %v928, align 4
  %v930 = mul i32 %v915, 4
  %v931 = add i32 %v930, 3
  %v932 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v933 = getelementptr inbounds float, float addrspace(3)* %v932, i32 %v931
  %v934 = load float, float addrspace(3)* %v933, align 4
  %v935 = or i32 %v913, 1
  %v936 = shl i32 %v935, 5
  %v937 = or i32 %v936, %v2
  %v938 = mul i32 %v937, 4
  %v939 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v940 = getelementptr inbounds float, float addrspace(3)* %v939, i32 %v938
  %v941 = load float, float addrspace(3)* %v940, align 4
  %v942 = fadd float %v919, %v941
  %v943 = mul i32 %v937, 4
  %v944 = add i32 %v943, 1
  %v945 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v946 = getelementptr inbounds float, float addrspace(3)* %v945, i32 %v944
  %v947 = load float, float addrspace(3)* %v946, align 4
  %v948 = fadd float %v924, %v947
  %v949 = mul i32 %v937, 4
  %v950 = add i32 %v949, 2
  %v951 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v952 = getelementptr inbounds float, float addrspace(3)* %v951, i32 %v950
  %v953 = load float, float addrspace(3)* %v952, align 4
  %v954 = fadd float %v929, %v953
  %v955 = mul i32 %v937, 4
  %v956 = add i32 %v955, 3
  %v957 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v958 = getelementptr inbounds float, float addrspace(3)* %v957, i32 %v956
  %v959 = load float, float addrspace(3)* %v958, align 4
  %v960 = fadd float %v934, %v959
  call void @llvm.nvvm.barrier0()
  %v961 = lshr i32 %v3, 1
  %v962 = and i32 %v961, 1
  %v963 = lshr i32 %v3, 2
  %v964 = and i32 %v963, 1
  %v965 = shl i32 %v964, 1
  %v966 = or i32 %v962, %v965
  %v967 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v968 = getelementptr inbounds float, float addrspace(3)* %v967, i32 %v966
  store float %v942, float addrspace(3)* %v968, align 4
  %v969 = or i32 %v966, 4
  %v970 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v971 = getelementptr inbounds float, float addrspace(3)* %v970, i32 %v969
  store float %v948, float addrspace(3)* %v971, align 4
  %v972 = or i32 %v966, 8
  %v973 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v974 = getelementptr inbounds float, float addrspace(3)* %v973, i32 %v972
  store float %v954, float addrspace(3)* %v974, align 4
  %v975 = or i32 %v966, 12
  %v976 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v977 = getelementptr inbounds float, float addrspace(3)* %v976, i32 %v975
  store float %v960, float addrspace(3)* %v977, align 4
  call void @llvm.nvvm.barrier0()
  %v978 = and i32 %v2, 1
  %v979 = shl i32 %v978, 2
  %v980 = lshr i32 %v2, 1
  %v981 = and i32 %v980, 1
  %v982 = shl i32 %v981, 3
  %v983 = or i32 %v979, %v982
  %v984 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v985 = getelementptr inbounds float, float addrspace(3)* %v984, i32 %v983
  %v986 = load float, float addrspace(3)* %v985, align 4
  %v987 = or i32 %v983, 1
  %v988 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v989 = getelementptr inbounds float, float addrspace(3)* %v988, i32 %v987
  %v990 = load float, float addrspace(3)* %v989, align 4
  %v991 = or i32 %v983, 2
  %v992 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v993 = getelementptr inbounds float, float addrspace(3)* %v992, i32 %v991
  %v994 = load float, float addrspace(3)* %v993, align 4
  %v995 = or i32 %v983, 3
  %v996 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v997 = getelementptr inbounds float, float addrspace(3)* %v996, i32 %v995
  %v998 = load float, float addrspace(3)* %v997, align 4
  %v999 = fadd float %v21, %v986
  %v1000 = fadd float %v22, %v990
  %v1001 = fadd float %v23, %v994
  %v1002 = fadd float %v24, %v998
  %v1003 = add i64 %v25, 1
  br label %for1
ld7:
  %v410 = load half, half addrspace(1)* %v409, align 2
  %v411 = fpext half %v410 to float
  br label %ld_next8
ld_next8:
  %v412 = phi float [ %v411, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v413 = icmp ult i64 %v67, %v69
  %v414 = add i64 %v80, 1
  %v415 = add i64 %v78, 1
  %v416 = icmp ult i64 %v415, %v79
  %v417 = and i1 %v413, %v416
  %v418 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v414
  br i1 %v417, label %ld9, label %ld_next10
ld9:
  %v419 = load half, half addrspace(1)* %v418, align 2
  %v420 = fpext half %v419 to float
  br label %ld_next10
ld_next10:
  %v421 = phi float [ %v420, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v422 = icmp ult i64 %v67, %v69
  %v423 = add i64 %v80, 2
  %v424 = add i64 %v78, 2
  %v425 = icmp ult i64 %v424, %v79
  %v426 = and i1 %v422, %v425
  %v427 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v423
  br i1 %v426, label %ld11, label %ld_next12
ld11:
  %v428 = load half, half addrspace(1)* %v427, align 2
  %v429 = fpext half %v428 to float
  br label %ld_next12
ld_next12:
  %v430 = phi float [ %v429, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v431 = icmp ult i64 %v67, %v69
  %v432 = add i64 %v80, 3
  %v433 = add i64 %v78, 3
  %v434 = icmp ult i64 %v433, %v79
  %v435 = and i1 %v431, %v434
  %v436 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v432
  br i1 %v435, label %ld13, label %ld_next14
ld13:
  %v437 = load half, half addrspace(1)* %v436, align 2
  %v438 = fpext half %v437 to float
  br label %ld_next14
ld_next14:
  %v439 = phi float [ %v438, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v440 = icmp ult i64 %v67, %v69
  %v441 = add i64 %v80, 4
  %v442 = add i64 %v78, 4
  %v443 = icmp ult i64 %v442, %v79
  %v444 = and i1 %v440, %v443
  %v445 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v441
  br i1 %v444, label %ld15, label %ld_next16
ld15:
  %v446 = load half, half addrspace(1)* %v445, align 2
  %v447 = fpext half %v446 to float
  br label %ld_next16
ld_next16:
  %v448 = phi float [ %v447, %ld15 ], [ 0x0000000000000000, %ld_next14 ]
  %v449 = icmp ult i64 %v67, %v69
  %v450 = add i64 %v80, 5
  %v451 = add i64 %v78, 5
  %v452 = icmp ult i64 %v451, %v79
  %v453 = and i1 %v449, %v452
  %v454 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v450
  br i1 %v453, label %ld17, label %ld_next18
ld17:
  %v455 = load half, half addrspace(1)* %v454, align 2
  %v456 = fpext half %v455 to float
  br label %ld_next18
ld_next18:
  %v457 = phi float [ %v456, %ld17 ], [ 0x0000000000000000, %ld_next16 ]
  %v458 = icmp ult i64 %v67, %v69
  %v459 = add i64 %v80, 6
  %v460 = add i64 %v78, 6
  %v461 = icmp ult i64 %v460, %v79
  %v462 = and i1 %v458, %v461
  %v463 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v459
  br i1 %v462, label %ld19, label %ld_next20
ld19:
  %v464 = load half, half addrspace(1)* %v463, align 2
  %v465 = fpext half %v464 to float
  br label %ld_next20
ld_next20:
  %v466 = phi float [ %v465, %ld19 ], [ 0x0000000000000000, %ld_next18 ]
  %v467 = icmp ult i64 %v67, %v69
  %v468 = add i64 %v80, 7
  %v469 = add i64 %v78, 7
  %v470 = icmp ult i64 %v469, %v79
  %v471 = and i1 %v467, %v470
  %v472 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v468
  br i1 %v471, label %ld21, label %ld_next22
ld21:
  %v473 = load half, half addrspace(1)* %v472, align 2
  %v474 = fpext half %v473 to float
  br label %ld_next22
ld_next22:
  %v475 = phi float [ %v474, %ld21 ], [ 0x0000000000000000, %ld_next20 ]
  %v476 = mul i64 4, %v68
  %v477 = add i64 %v80, %v476
  %v478 = add i64 %v67, 4
  %v479 = icmp ult i64 %v478, %v69
  %v480 = icmp ult i64 %v78, %v79
  %v481 = and i1 %v479, %v480
  %v482 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v477
  br i1 %v481, label %ld23, label %ld_next24
ld23:
  %v483 = load half, half addrspace(1)* %v482, align 2
  %v484 = fpext half %v483 to float
  br label %ld_next24
ld_next24:
  %v485 = phi float [ %v484, %ld23 ], [ 0x0000000000000000, %ld_next22 ]
  %v486 = mul i64 4, %v68
  %v487 = add i64 %v80, %v486
  %v488 = add i64 %v67, 4
  %v489 = icmp ult i64 %v488, %v69
  %v490 = add i64 %v487, 1
  %v491 = add i64 %v78, 1
  %v492 = icmp ult i64 %v491, %v79
  %v493 = and i1 %v489, %v492
  %v494 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v490
  br i1 %v493, label %ld25, label %ld_next26
ld25:
  %v495 = load half, half addrspace(1)* %v494, align 2
  %v496 = fpext half %v495 to float
  br label %ld_next26
ld_next26:
  %v497 = phi float [ %v496, %ld25 ], [ 0x0000000000000000, %ld_next24 ]
  %v498 = mul i64 4, %v68
  %v499 = add i64 %v80, %v498
  %v500 = add i64 %v67, 4
  %v501 = icmp ult i64 %v500, %v69
  %v502 = add i64 %v499, 2
  %v503 = add i64 %v78, 2
  %v504 = icmp ult i64 %v503, %v79
  %v505 = and i1 %v501, %v504
  %v506 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v502
  br i1 %v505, label %ld27, label %ld_next28
ld27:
  %v507 = load half, half addrspace(1)* %v506, align 2
  %v508 = fpext half %v507 to float
  br label %ld_next28
ld_next28:
  %v509 = phi float [ %v508, %ld27 ], [ 0x0000000000000000, %ld_next26 ]
  %v510 = mul i64 4, %v68
  %v511 = add i64 %v80, %v510
  %v512 = add i64 %v67, 4
  %v513 = icmp ult i64 %v512, %v69
  %v514 = add i64 %v511, 3
  %v515 = add i64 %v78, 3
  %v516 = icmp ult i64 %v515, %v79
  %v517 = and i1 %v513, %v516
  %v518 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v514
  br i1 %v517, label %ld29, label %ld_next30
ld29:
  %v519 = load half, half addrspace(1)* %v518, align 2
  %v520 = fpext half %v519 to float
  br label %ld_next30
ld_next30:
  %v521 = phi float [ %v520, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  %v522 = mul i64 4, %v68
  %v523 = add i64 %v80, %v522
  %v524 = add i64 %v67, 4
  %v525 = icmp ult i64 %v524, %v69
  %v526 = add i64 %v523, 4
  %v527 = add i64 %v78, 4
  %v528 = icmp ult i64 %v527, %v79
  %v529 = and i1 %v525, %v528
  %v530 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v526
  br i1 %v529, label %ld31, label %ld_next32
ld31:
  %v531 = load half, half addrspace(1)* %v530, align 2
  %v532 = fpext half %v531 to float
  br label %ld_next32
ld_next32:
  %v533 = phi float [ %v532, %ld31 ], [ 0x0000000000000000, %ld_next30 ]
  %v534 = mul i64 4, %v68
  %v535 = add i64 %v80, %v534
  %v536 = add i64 %v67, 4
  %v537 = icmp ult i64 %v536, %v69
  %v538 = add i64 %v535, 5
  %v539 = add i64 %v78, 5
  %v540 = icmp ult i64 %v539, %v79
  %v541 = and i1 %v537, %v540
  %v542 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v538
  br i1 %v541, label %ld33, label %ld_next34
ld33:
  %v543 = load half, half addrspace(1)* %v542, align 2
  %v544 = fpext half %v543 to float
  br label %ld_next34
ld_next34:
  %v545 = phi float [ %v544, %ld33 ], [ 0x0000000000000000, %ld_next32 ]
  %v546 = mul i64 4, %v68
  %v547 = add i64 %v80, %v546
  %v548 = add i64 %v67, 4
  %v549 = icmp ult i64 %v548, %v69
  %v550 = add i64 %v547, 6
  %v551 = add i64 %v78, 6
  %v552 = icmp ult i64 %v551, %v79
  %v553 = and i1 %v549, %v552
  %v554 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v550
  br i1 %v553, label %ld35, label %ld_next36
ld35:
  %v555 = load half, half addrspace(1)* %v554, align 2
  %v556 = fpext half %v555 to float
  br label %ld_next36
ld_next36:
  %v557 = phi float [ %v556, %ld35 ], [ 0x0000000000000000, %ld_next34 ]
  %v558 = mul i64 4, %v68
  %v559 = add i64 %v80, %v558
  %v560 = add i64 %v67, 4
  %v561 = icmp ult i64 %v560, %v69
  %v562 = add i64 %v559, 7
  %v563 = add i64 %v78, 7
  %v564 = icmp ult i64 %v563, %v79
  %v565 = and i1 %v561, %v564
  %v566 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v562
  br i1 %v565, label %ld37, label %ld_next38
ld37:
  %v567 = load half, half addrspace(1)* %v566, align 2
  %v568 = fpext half %v567 to float
  br label %ld_next38
ld_next38:
  %v569 = phi float [ %v568, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  %v570 = mul i64 8, %v68
  %v571 = add i64 %v80, %v570
  %v572 = add i64 %v67, 8
  %v573 = icmp ult i64 %v572, %v69
  %v574 = icmp ult i64 %v78, %v79
  %v575 = and i1 %v573, %v574
  %v576 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v571
  br i1 %v575, label %ld39, label %ld_next40
ld39:
  %v577 = load half, half addrspace(1)* %v576, align 2
  %v578 = fpext half %v577 to float
  br label %ld_next40
ld_next40:
  %v579 = phi float [ %v578, %ld39 ], [ 0x0000000000000000, %ld_next38 ]
  %v580 = mul i64 8, %v68
  %v581 = add i64 %v80, %v580
  %v582 = add i64 %v67, 8
  %v583 = icmp ult i64 %v582, %v69
  %v584 = add i64 %v581, 1
  %v585 = add i64 %v78, 1
  %v586 = icmp ult i64 %v585, %v79
  %v587 = and i1 %v583, %v586
  %v588 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v584
  br i1 %v587, label %ld41, label %ld_next42
ld41:
  %v589 = load half, half addrspace(1)* %v588, align 2
  %v590 = fpext half %v589 to float
  br label %ld_next42
ld_next42:
  %v591 = phi float [ %v590, %ld41 ], [ 0x0000000000000000, %ld_next40 ]
  %v592 = mul i64 8, %v68
  %v593 = add i64 %v80, %v592
  %v594 = add i64 %v67, 8
  %v595 = icmp ult i64 %v594, %v69
  %v596 = add i64 %v593, 2
  %v597 = add i64 %v78, 2
  %v598 = icmp ult i64 %v597, %v79
  %v599 = and i1 %v595, %v598
  %v600 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v596
  br i1 %v599, label %ld43, label %ld_next44
ld43:
  %v601 = load half, half addrspace(1)* %v600, align 2
  %v602 = fpext half %v601 to float
  br label %ld_next44
ld_next44:
  %v603 = phi float [ %v602, %ld43 ], [ 0x0000000000000000, %ld_next42 ]
  %v604 = mul i64 8, %v68
  %v605 = add i64 %v80, %v604
  %v606 = add i64 %v67, 8
  %v607 = icmp ult i64 %v606, %v69
  %v608 = add i64 %v605, 3
  %v609 = add i64 %v78, 3
  %v610 = icmp ult i64 %v609, %v79
  %v611 = and i1 %v607, %v610
  %v612 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v608
  br i1 %v611, label %ld45, label %ld_next46
ld45:
  %v613 = load half, half addrspace(1)* %v612, align 2
  %v614 = fpext half %v613 to float
  br label %ld_next46
ld_next46:
  %v615 = phi float [ %v614, %ld45 ], [ 0x0000000000000000, %ld_next44 ]
  %v616 = mul i64 8, %v68
  %v617 = add i64 %v80, %v616
  %v618 = add i64 %v67, 8
  %v619 = icmp ult i64 %v618, %v69
  %v620 = add i64 %v617, 4
  %v621 = add i64 %v78, 4
  %v622 = icmp ult i64 %v621, %v79
  %v623 = and i1 %v619, %v622
  %v624 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v620
  br i1 %v623, label %ld47, label %ld_next48
ld47:
  %v625 = load half, half addrspace(1)* %v624, align 2
  %v626 = fpext half %v625 to float
  br label %ld_next48
ld_next48:
  %v627 = phi float [ %v626, %ld47 ], [ 0x0000000000000000, %ld_next46 ]
  %v628 = mul i64 8, %v68
  %v629 = add i64 %v80, %v628
  %v630 = add i64 %v67, 8
  %v631 = icmp ult i64 %v630, %v69
  %v632 = add i64 %v629, 5
  %v633 = add i64 %v78, 5
  %v634 = icmp ult i64 %v633, %v79
  %v635 = and i1 %v631, %v634
  %v636 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v632
  br i1 %v635, label %ld49, label %ld_next50
ld49:
  %v637 = load half, half addrspace(1)* %v636, align 2
  %v638 = fpext half %v637 to float
  br label %ld_next50
ld_next50:
  %v639 = phi float [ %v638, %ld49 ], [ 0x0000000000000000, %ld_next48 ]
  %v640 = mul i64 8, %v68
  %v641 = add i64 %v80, %v640
  %v642 = add i64 %v67, 8
  %v643 = icmp ult i64 %v642, %v69
  %v644 = add i64 %v641, 6
  %v645 = add i64 %v78, 6
  %v646 = icmp ult i64 %v645, %v79
  %v647 = and i1 %v643, %v646
  %v648 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v644
  br i1 %v647, label %ld51, label %ld_next52
ld51:
  %v649 = load half, half addrspace(1)* %v648, align 2
  %v650 = fpext half %v649 to float
  br label %ld_next52
ld_next52:
  %v651 = phi float [ %v650, %ld51 ], [ 0x0000000000000000, %ld_next50 ]
  %v652 = mul i64 8, %v68
  %v653 = add i64 %v80, %v652
  %v654 = add i64 %v67, 8
  %v655 = icmp ult i64 %v654, %v69
  %v656 = add i64 %v653, 7
  %v657 = add i64 %v78, 7
  %v658 = icmp ult i64 %v657, %v79
  %v659 = and i1 %v655, %v658
  %v660 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v656
  br i1 %v659, label %ld53, label %ld_next54
ld53:
  %v661 = load half, half addrspace(1)* %v660, align 2
  %v662 = fpext half %v661 to float
  br label %ld_next54
ld_next54:
  %v663 = phi float [ %v662, %ld53 ], [ 0x0000000000000000, %ld_next52 ]
  %v664 = mul i64 12, %v68
  %v665 = add i64 %v80, %v664
  %v666 = add i64 %v67, 12
  %v667 = icmp ult i64 %v666, %v69
  %v668 = icmp ult i64 %v78, %v79
  %v669 = and i1 %v667, %v668
  %v670 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v665
  br i1 %v669, label %ld55, label %ld_next56
ld55:
  %v671 = load half, half addrspace(1)* %v670, align 2
  %v672 = fpext half %v671 to float
  br label %ld_next56
ld_next56:
  %v673 = phi float [ %v672, %ld55 ], [ 0x0000000000000000, %ld_next54 ]
  %v674 = mul i64 12, %v68
  %v675 = add i64 %v80, %v674
  %v676 = add i64 %v67, 12
  %v677 = icmp ult i64 %v676, %v69
  %v678 = add i64 %v675, 1
  %v679 = add i64 %v78, 1
  %v680 = icmp ult i64 %v679, %v79
  %v681 = and i1 %v677, %v680
  %v682 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v678
  br i1 %v681, label %ld57, label %ld_next58
ld57:
  %v683 = load half, half addrspace(1)* %v682, align 2
  %v684 = fpext half %v683 to float
  br label %ld_next58
ld_next58:
  %v685 = phi float [ %v684, %ld57 ], [ 0x0000000000000000, %ld_next56 ]
  %v686 = mul i64 12, %v68
  %v687 = add i64 %v80, %v686
  %v688 = add i64 %v67, 12
  %v689 = icmp ult i64 %v688, %v69
  %v690 = add i64 %v687, 2
  %v691 = add i64 %v78, 2
  %v692 = icmp ult i64 %v691, %v79
  %v693 = and i1 %v689, %v692
  %v694 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v690
  br i1 %v693, label %ld59, label %ld_next60
ld59:
  %v695 = load half, half addrspace(1)* %v694, align 2
  %v696 = fpext half %v695 to float
  br label %ld_next60
ld_next60:
  %v697 = phi float [ %v696, %ld59 ], [ 0x0000000000000000, %ld_next58 ]
  %v698 = mul i64 12, %v68
  %v699 = add i64 %v80, %v698
  %v700 = add i64 %v67, 12
  %v701 = icmp ult i64 %v700, %v69
  %v702 = add i64 %v699, 3
  %v703 = add i64 %v78, 3
  %v704 = icmp ult i64 %v703, %v79
  %v705 = and i1 %v701, %v704
  %v706 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v702
  br i1 %v705, label %ld61, label %ld_next62
ld61:
  %v707 = load half, half addrspace(1)* %v706, align 2
  %v708 = fpext half %v707 to float
  br label %ld_next62
ld_next62:
  %v709 = phi float [ %v708, %ld61 ], [ 0x0000000000000000, %ld_next60 ]
  %v710 = mul i64 12, %v68
  %v711 = add i64 %v80, %v710
  %v712 = add i64 %v67, 12
  %v713 = icmp ult i64 %v712, %v69
  %v714 = add i64 %v711, 4
  %v715 = add i64 %v78, 4
  %v716 = icmp ult i64 %v715, %v79
  %v717 = and i1 %v713, %v716
  %v718 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v714
  br i1 %v717, label %ld63, label %ld_next64
ld63:
  %v719 = load half, half addrspace(1)* %v718, align 2
  %v720 = fpext half %v719 to float
  br label %ld_next64
ld_next64:
  %v721 = phi float [ %v720, %ld63 ], [ 0x0000000000000000, %ld_next62 ]
  %v722 = mul i64 12, %v68
  %v723 = add i64 %v80, %v722
  %v724 = add i64 %v67, 12
  %v725 = icmp ult i64 %v724, %v69
  %v726 = add i64 %v723, 5
  %v727 = add i64 %v78, 5
  %v728 = icmp ult i64 %v727, %v79
  %v729 = and i1 %v725, %v728
  %v730 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v726
  br i1 %v729, label %ld65, label %ld_next66
ld65:
  %v731 = load half, half addrspace(1)* %v730, align 2
  %v732 = fpext half %v731 to float
  br label %ld_next66
ld_next66:
  %v733 = phi float [ %v732, %ld65 ], [ 0x0000000000000000, %ld_next64 ]
  %v734 = mul i64 12, %v68
  %v735 = add i64 %v80, %v734
  %v736 = add i64 %v67, 12
  %v737 = icmp ult i64 %v736, %v69
  %v738 = add i64 %v735, 6
  %v739 = add i64 %v78, 6
  %v740 = icmp ult i64 %v739, %v79
  %v741 = and i1 %v737, %v740
  %v742 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v738
  br i1 %v741, label %ld67, label %ld_next68
ld67:
  %v743 = load half, half addrspace(1)* %v742, align 2
  %v744 = fpext half %v743 to float
  br label %ld_next68
ld_next68:
  %v745 = phi float [ %v744, %ld67 ], [ 0x0000000000000000, %ld_next66 ]
  %v746 = mul i64 12, %v68
  %v747 = add i64 %v80, %v746
  %v748 = add i64 %v67, 12
  %v749 = icmp ult i64 %v748, %v69
  %v750 = add i64 %v747, 7
  %v751 = add i64 %v78, 7
  %v752 = icmp ult i64 %v751, %v79
  %v753 = and i1 %v749, %v752
  %v754 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v750
  br i1 %v753, label %ld69, label %ld_next70
ld69:
  %v755 = load half, half addrspace(1)* %v754, align 2
  %v756 = fpext half %v755 to float
  br label %ld_next70
ld_next70:
  %v757 = phi float [ %v756, %ld69 ], [ 0x0000000000000000, %ld_next68 ]
  br label %ld_done6
st_owner71:
  br i1 %v1020, label %st_full73, label %st_edge74
join72:
  ret void
st_full73:
  %v1026 = icmp ult i64 %v1015, %v1016
  %v1027 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1015
  %v1028 = insertelement <4 x float> undef, float %v21, i32 0
  %v1029 = insertelement <4 x float> %v1028, float %v22, i32 1
  %v1030 = insertelement <4 x float> %v1029, float %v23, i32 2
  %v1031 = insertelement <4 x float> %v1030, float %v24, i32 3
  %v1032 = bitcast float addrspace(1)* %v1027 to <4 x float> addrspace(1)*
  store <4 x float> %v1031, <4 x float> addrspace(1)* %v1032, align 16
  br label %st_done75
st_edge74:
  %v1033 = icmp ult i64 %v1015, %v1016
  %v1034 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1015
  br i1 %v1033, label %st76, label %join77
st_done75:
  br label %join72
st76:
  %v1035 = insertelement <4 x float> undef, float %v21, i32 0
  %v1036 = insertelement <4 x float> %v1035, float %v22, i32 1
  %v1037 = insertelement <4 x float> %v1036, float %v23, i32 2
  %v1038 = insertelement <4 x float> %v1037, float %v24, i32 3
  %v1039 = bitcast float addrspace(1)* %v1034 to <4 x float> addrspace(1)*
  store <4 x float> %v1038, <4 x float> addrspace(1)* %v1039, align 16
  br label %join77
join77:
  br label %st_done75
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_sum, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_sum, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel total_sum [BM=16, BN=256, BP=1024]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @total_sum(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias %p8, i32 %p9, i32 %p10, i32 addrspace(1)* noalias %p11, i32 %p12, i32 %p13) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp eq i32 256, 0
  %v5 = select i1 %v4, i32 1, i32 256
  %v6 = icmp eq i32 256, -1
  %v7 = select i1 %v6, i32 1, i32 %v5
  %v8 = sdiv i32 %p2, %v7
  %v9 = sub i32 0, %v8
  %v10 = select i1 %v6, i32 %v9, i32 %v8
  %v11 = srem i32 %p2, %v7
  %v12 = select i1 %v6, i32 0, i32 %v11
  %v13 = icmp ne i32 %v12, 0
  %v14 = xor i32 %v12, 256
  %v15 = icmp sge i32 %v14, 0
  %v16 = and i1 %v13, %v15
  %v17 = add i32 %v10, 1
  %v18 = select i1 %v16, i32 %v17, i32 %v10
  %v19 = select i1 %v4, i32 0, i32 %v18
  %v20 = sext i32 %v19 to i64
  br label %for1
for1:
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v591, %ld_done6 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v592, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v593, %ld_done6 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v594, %ld_done6 ]
  %v25 = phi i64 [ 0, %entry0 ], [ %v595, %ld_done6 ]
  %v26 = icmp slt i64 %v25, %v20
  %v27 = icmp sgt i64 %v25, %v20
  %v28 = icmp sgt i64 1, 0
  %v29 = select i1 %v28, i1 %v26, i1 %v27
  br i1 %v29, label %body2, label %endfor3
body2:
  %v30 = trunc i64 %v25 to i32
  %v31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v32 = and i32 %v2, 1
  %v33 = shl i32 %v32, 2
  %v34 = lshr i32 %v2, 1
  %v35 = and i32 %v34, 1
  %v36 = shl i32 %v35, 3
  %v37 = or i32 %v33, %v36
  %v38 = lshr i32 %v2, 2
  %v39 = and i32 %v38, 1
  %v40 = shl i32 %v39, 4
  %v41 = or i32 %v37, %v40
  %v42 = lshr i32 %v2, 3
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 5
  %v45 = or i32 %v41, %v44
  %v46 = lshr i32 %v2, 4
  %v47 = and i32 %v46, 1
  %v48 = shl i32 %v47, 6
  %v49 = or i32 %v45, %v48
  %v50 = and i32 %v3, 1
  %v51 = shl i32 %v50, 7
  %v52 = or i32 %v49, %v51
  %v53 = lshr i32 %v3, 1
  %v54 = and i32 %v53, 1
  %v55 = shl i32 %v54, 8
  %v56 = or i32 %v52, %v55
  %v57 = lshr i32 %v3, 2
  %v58 = and i32 %v57, 1
  %v59 = shl i32 %v58, 9
  %v60 = or i32 %v56, %v59
  %v61 = lshr i32 %v60, 8
  %v62 = and i32 %v61, 15
  %v63 = and i32 %v60, 255
  %v64 = sext i32 %v31 to i64
  %v65 = mul i64 %v64, 16
  %v66 = zext i32 %v62 to i64
  %v67 = add i64 %v65, %v66
  %v68 = sext i32 %p3 to i64
  %v69 = zext i32 %p1 to i64
  %v70 = mul i64 %v67, %v68
  %v71 = add i64 %v65, 16
  %v72 = icmp sle i64 %v71, %v69
  %v73 = icmp sge i64 %v64, 0
  %v74 = and i1 %v72, %v73
  %v75 = sext i32 %v30 to i64
  %v76 = mul i64 %v75, 256
  %v77 = zext i32 %v63 to i64
  %v78 = add i64 %v76, %v77
  %v79 = zext i32 %p2 to i64
  %v80 = add i64 %v70, %v78
  %v81 = add i64 %v76, 256
  %v82 = icmp sle i64 %v81, %v79
  %v83 = icmp sge i64 %v75, 0
  %v84 = and i1 %v82, %v83
  %v85 = and i1 %v74, %v84
  br i1 %v85, label %ld_full4, label %ld_edge5
endfor3:
  %v596 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v597 = fadd float %v21, %v22
  %v598 = fadd float %v597, %v23
  %v599 = fadd float %v598, %v24
  %v600 = bitcast float %v599 to i32
  %v601 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v600, i32 1, i32 31)
  %v602 = bitcast i32 %v601 to float
  %v603 = fadd float %v599, %v602
  %v604 = bitcast float %v603 to i32
  %v605 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v604, i32 2, i32 31)
  %v606 = bitcast i32 %v605 to float
  %v607 = fadd float %v603, %v606
  %v608 = sext i32 %v596 to i64
  %v609 = zext i32 %p9 to i64
  %v610 = add i64 %v608, 1
  %v611 = icmp sle i64 %v610, %v609
  %v612 = icmp sge i64 %v608, 0
  %v613 = and i1 %v611, %v612
  %v614 = and i32 %v2, 31
  %v615 = icmp eq i32 %v614, 0
  %v616 = and i32 %v3, 7
  %v617 = icmp eq i32 %v616, 0
  %v618 = and i1 %v615, %v617
  br i1 %v618, label %st_owner39, label %join40
ld_full4:
  %v86 = icmp ult i64 %v67, %v69
  %v87 = icmp ult i64 %v78, %v79
  %v88 = and i1 %v86, %v87
  %v89 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v90 = load float, float addrspace(1)* %v89, align 4
  %v91 = icmp ult i64 %v67, %v69
  %v92 = add i64 %v80, 1
  %v93 = add i64 %v78, 1
  %v94 = icmp ult i64 %v93, %v79
  %v95 = and i1 %v91, %v94
  %v96 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v92
  %v97 = load float, float addrspace(1)* %v96, align 4
  %v98 = icmp ult i64 %v67, %v69
  %v99 = add i64 %v80, 2
  %v100 = add i64 %v78, 2
  %v101 = icmp ult i64 %v100, %v79
  %v102 = and i1 %v98, %v101
  %v103 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v99
  %v104 = load float, float addrspace(1)* %v103, align 4
  %v105 = icmp ult i64 %v67, %v69
  %v106 = add i64 %v80, 3
  %v107 = add i64 %v78, 3
  %v108 = icmp ult i64 %v107, %v79
  %v109 = and i1 %v105, %v108
  %v110 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v106
  %v111 = load float, float addrspace(1)* %v110, align 4
  %v112 = mul i64 4, %v68
  %v113 = add i64 %v80, %v112
  %v114 = add i64 %v67, 4
  %v115 = icmp ult i64 %v114, %v69
  %v116 = icmp ult i64 %v78, %v79
  %v117 = and i1 %v115, %v116
  %v118 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v113
  %v119 = load float, float addrspace(1)* %v118, align 4
  %v120 = mul i64 4, %v68
  %v121 = add i64 %v80, %v120
  %v122 = add i64 %v67, 4
  %v123 = icmp ult i64 %v122, %v69
  %v124 = add i64 %v121, 1
  %v125 = add i64 %v78, 1
  %v126 = icmp ult i64 %v125, %v79
  %v127 = and i1 %v123, %v126
  %v128 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v124
  %v129 = load float, float addrspace(1)* %v128, align 4
  %v130 = mul i64 4, %v68
  %v131 = add i64 %v80, %v130
  %v132 = add i64 %v67, 4
  %v133 = icmp ult i64 %v132, %v69
  %v134 = add i64 %v131, 2
  %v135 = add i64 %v78, 2
  %v136 = icmp ult i64 %v135, %v79
  %v137 = and i1 %v133, %v136
  %v138 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v134
  %v139 = load float, float addrspace(1)* %v138, align 4
  %v140 = mul i64 4, %v68
  %v141 = add i64 %v80, %v140
  %v142 = add i64 %v67, 4
  %v143 = icmp ult i64 %v142, %v69
  %v144 = add i64 %v141, 3
  %v145 = add i64 %v78, 3
  %v146 = icmp ult i64 %v145, %v79
  %v147 = and i1 %v143, %v146
  %v148 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v144
  %v149 = load float, float addrspace(1)* %v148, align 4
  %v150 = mul i64 8, %v68
  %v151 = add i64 %v80, %v150
  %v152 = add i64 %v67, 8
  %v153 = icmp ult i64 %v152, %v69
  %v154 = icmp ult i64 %v78, %v79
  %v155 = and i1 %v153, %v154
  %v156 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v151
  %v157 = load float, float addrspace(1)* %v156, align 4
  %v158 = mul i64 8, %v68
  %v159 = add i64 %v80, %v158
  %v160 = add i64 %v67, 8
  %v161 = icmp ult i64 %v160, %v69
  %v162 = add i64 %v159, 1
  %v163 = add i64 %v78, 1
  %v164 = icmp ult i64 %v163, %v79
  %v165 = and i1 %v161, %v164
  %v166 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v162
  %v167 = load float, float addrspace(1)* %v166, align 4
  %v168 = mul i64 8, %v68
  %v169 = add i64 %v80, %v168
  %v170 = add i64 %v67, 8
  %v171 = icmp ult i64 %v170, %v69
  %v172 = add i64 %v169, 2
  %v173 = add i64 %v78, 2
  %v174 = icmp ult i64 %v173, %v79
  %v175 = and i1 %v171, %v174
  %v176 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v172
  %v177 = load float, float addrspace(1)* %v176, align 4
  %v178 = mul i64 8, %v68
  %v179 = add i64 %v80, %v178
  %v180 = add i64 %v67, 8
  %v181 = icmp ult i64 %v180, %v69
  %v182 = add i64 %v179, 3
  %v183 = add i64 %v78, 3
  %v184 = icmp ult i64 %v183, %v79
  %v185 = and i1 %v181, %v184
  %v186 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v182
  %v187 = load float, float addrspace(1)* %v186, align 4
  %v188 = mul i64 12, %v68
  %v189 = add i64 %v80, %v188
  %v190 = add i64 %v67, 12
  %v191 = icmp ult i64 %v190, %v69
  %v192 = icmp ult i64 %v78, %v79
  %v193 = and i1 %v191, %v192
  %v194 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v189
  %v195 = load float, float addrspace(1)* %v194, align 4
  %v196 = mul i64 12, %v68
  %v197 = add i64 %v80, %v196
  %v198 = add i64 %v67, 12
  %v199 = icmp ult i64 %v198, %v69
  %v200 = add i64 %v197, 1
  %v201 = add i64 %v78, 1
  %v202 = icmp ult i64 %v201, %v79
  %v203 = and i1 %v199, %v202
  %v204 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v200
  %v205 = load float, float addrspace(1)* %v204, align 4
  %v206 = mul i64 12, %v68
  %v207 = add i64 %v80, %v206
  %v208 = add i64 %v67, 12
  %v209 = icmp ult i64 %v208, %v69
  %v210 = add i64 %v207, 2
  %v211 = add i64 %v78, 2
  %v212 = icmp ult i64 %v211, %v79
  %v213 = and i1 %v209, %v212
  %v214 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v210
  %v215 = load float, float addrspace(1)* %v214, align 4
  %v216 = mul i64 12, %v68
  %v217 = add i64 %v80, %v216
  %v218 = add i64 %v67, 12
  %v219 = icmp ult i64 %v218, %v69
  %v220 = add i64 %v217, 3
  %v221 = add i64 %v78, 3
  %v222 = icmp ult i64 %v221, %v79
  %v223 = and i1 %v219, %v222
  %v224 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v220
  %v225 = load float, float addrspace(1)* %v224, align 4
  br label %ld_done6
ld_edge5:
  %v226 = icmp ult i64 %v67, %v69
  %v227 = icmp ult i64 %v78, %v79
  %v228 = and i1 %v226, %v227
  %v229 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  br i1 %v228, label %ld7, label %ld_next8
ld_done6:
  %v382 = phi float [ %v90, %ld_full4 ], [ %v231, %ld_next38 ]
  %v383 = phi float [ %v97, %ld_full4 ], [ %v239, %ld_next38 ]
  %v384 = phi float [ %v104, %ld_full4 ], [ %v247, %ld_next38 ]
  %v385 = phi float [ %v111, %ld_full4 ], [ %v255, %ld_next38 ]
  %v386 = phi float [ %v119, %ld_full4 ], [ %v264, %ld_next38 ]
  %v387 = phi float [ %v129, %ld_full4 ], [ %v275, %ld_next38 ]
  %v388 = phi float [ %v139, %ld_full4 ], [ %v286, %ld_next38 ]
  %v389 = phi float [ %v149, %ld_full4 ], [ %v297, %ld_next38 ]
  %v390 = phi float [ %v157, %ld_full4 ], [ %v306, %ld_next38 ]
  %v391 = phi float [ %v167, %ld_full4 ], [ %v317, %ld_next38 ]
  %v392 = phi float [ %v177, %ld_full4 ], [ %v328, %ld_next38 ]
  %v393 = phi float [ %v187, %ld_full4 ], [ %v339, %ld_next38 ]
  %v394 = phi float [ %v195, %ld_full4 ], [ %v348, %ld_next38 ]
  %v395 = phi float [ %v205, %ld_full4 ], [ %v359, %ld_next38 ]
  %v396 = phi float [ %v215, %ld_full4 ], [ %v370, %ld_next38 ]
  %v397 = phi float [ %v225, %ld_full4 ], [ %v381, %ld_next38 ]
  %v398 = fadd float %v382, %v383
  %v399 = fadd float %v386, %v387
  %v400 = fadd float %v390, %v391
  %v401 = fadd float %v394, %v395
  %v402 = fadd float %v398, %v384
  %v403 = fadd float %v399, %v388
  %v404 = fadd float %v400, %v392
  %v405 = fadd float %v401, %v396
  %v406 = fadd float %v402, %v385
  %v407 = fadd float %v403, %v389
  %v408 = fadd float %v404, %v393
  %v409 = fadd float %v405, %v397
  %v410 = bitcast float %v406 to i32
  %v411 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v410, i32 1, i32 31)
  %v412 = bitcast i32 %v411 to float
  %v413 = fadd float %v406, %v412
  %v414 = bitcast float %v407 to i32
  %v415 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v414, i32 1, i32 31)
  %v416 = bitcast i32 %v415 to float
  %v417 = fadd float %v407, %v416
  %v418 = bitcast float %v408 to i32
  %v419 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v418, i32 1, i32 31)
  %v420 = bitcast i32 %v419 to float
  %v421 = fadd float %v408, %v420
  %v422 = bitcast float %v409 to i32
  %v423 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v422, i32 1, i32 31)
  %v424 = bitcast i32 %v423 to float
  %v425 = fadd float %v409, %v424
  %v426 = bitcast float %v413 to i32
  %v427 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v426, i32 2, i32 31)
  %v428 = bitcast i32 %v427 to float
  %v429 = fadd float %v413, %v428
  %v430 = bitcast float %v417 to i32
  %v431 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v430, i32 2, i32 31)
  %v432 = bitcast i32 %v431 to float
  %v433 = fadd float %v417, %v432
  %v434 = bitcast float %v421 to i32
  %v435 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v434, i32 2, i32 31)
  %v436 = bitcast i32 %v435 to float
  %v437 = fadd float %v421, %v436
  %v438 = bitcast float %v425 to i32
  %v439 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v438, i32 2, i32 31)
  %v440 = bitcast i32 %v439 to float
  %v441 = fadd float %v425, %v440
  %v442 = bitcast float %v429 to i32
  %v443 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v442, i32 4, i32 31)
  %v444 = bitcast i32 %v443 to float
  %v445 = fadd float %v429, %v444
  %v446 = bitcast float %v433 to i32
  %v447 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v446, i32 4, i32 31)
  %v448 = bitcast i32 %v447 to float
  %v449 = fadd float %v433, %v448
  %v450 = bitcast float %v437 to i32
  %v451 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v450, i32 4, i32 31)
  %v452 = bitcast i32 %v451 to float
  %v453 = fadd float %v437, %v452
  %v454 = bitcast float %v441 to i32
  %v455 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v454, i32 4, i32 31)
  %v456 = bitcast i32 %v455 to float
  %v457 = fadd float %v441, %v456
  %v458 = bitcast float %v445 to i32
  %v459 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v458, i32 8, i32 31)
  %v460 = bitcast i32 %v459 to float
  %v461 = fadd float %v445, %v460
  %v462 = bitcast float %v449 to i32
  %v463 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v462, i32 8, i32 31)
  %v464 = bitcast i32 %v463 to float
  %v465 = fadd float %v449, %v464
  %v466 = bitcast float %v453 to i32
  %v467 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v466, i32 8, i32 31)
  %v468 = bitcast i32 %v467 to float
  %v469 = fadd float %v453, %v468
  %v470 = bitcast float %v457 to i32
  %v471 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v470, i32 8, i32 31)
  %v472 = bitcast i32 %v471 to float
  %v473 = fadd float %v457, %v472
  %v474 = bitcast float %v461 to i32
  %v475 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v474, i32 16, i32 31)
  %v476 = bitcast i32 %v475 to float
  %v477 = fadd float %v461, %v476
  %v478 = bitcast float %v465 to i32
  %v479 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v478, i32 16, i32 31)
  %v480 = bitcast i32 %v479 to float
  %v481 = fadd float %v465, %v480
  %v482 = bitcast float %v469 to i32
  %v483 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v482, i32 16, i32 31)
  %v484 = bitcast i32 %v483 to float
  %v485 = fadd float %v469, %v484
  %v486 = bitcast float %v473 to i32
  %v487 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v486, i32 16, i32 31)
  %v488 = bitcast i32 %v487 to float
  %v489 = fadd float %v473, %v488
  call void @llvm.nvvm.barrier0()
  %v490 = mul i32 %v1, 4
  %v491 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v492 = getelementptr inbounds float, float addrspace(3)* %v491, i32 %v490
  store float %v477, float addrspace(3)* %v492, align 4
  %v493 = mul i32 %v1, 4
  %v494 = add i32 %v493, 1
  %v495 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v496 = getelementptr inbounds float, float addrspace(3)* %v495, i32 %v494
  store float %v481, float addrspace(3)* %v496, align 4
  %v497 = mul i32 %v1, 4
  %v498 = add i32 %v497, 2
  %v499 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v500 = getelementptr inbounds float, float addrspace(3)* %v499, i32 %v498
  store float %v485, float addrspace(3)* %v500, align 4
  %v501 = mul i32 %v1, 4
  %v502 = add i32 %v501, 3
  %v503 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v504 = getelementptr inbounds float, float addrspace(3)* %v503, i32 %v502
  store float %v489, float addrspace(3)* %v504, align 4
  call void @llvm.nvvm.barrier0()
  %v505 = and i32 %v3, -2
  %v506 = shl i32 %v505, 5
  %v507 = or i32 %v506, %v2
  %v508 = mul i32 %v507, 4
  %v509 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v510 = getelementptr inbounds float, float addrspace(3)* %v509, i32 %v508
  %v511 = load float, float addrspace(3)* %v510, align 4
  %v512 = mul i32 %v507, 4
  %v513 = add i32 %v512, 1
  %v514 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v515 = getelementptr inbounds float, float addrspace(3)* %v514, i32 %v513
  %v516 = load float, float addrspace(3)* %v515, align 4
  %v517 = mul i32 %v507, 4
  %v518 = add i32 %v517, 2
  %v519 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v520 = getelementptr inbounds float, float addrspace(3)* %v519, i32 %v518
  %v521 = load float, float addrspace(3)* %v520, align 4
  %v522 = mul i32 %v507, 4
  %v523 = add i32 %v522, 3
  %v524 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v525 = getelementptr inbounds float, float addrspace(3)* %v524, i32 %v523
  %v526 = load float, float addrspace(3)* %v525, align 4
  %v527 = or i32 %v505, 1
  %v528 = shl i32 %v527, 5
  %v529 = or i32 %v528, %v2
  %v530 = mul i32 %v529, 4
  %v531 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v532 = getelementptr inbounds float, float addrspace(3)* %v531, i32 %v530
  %v533 = load float, float addrspace(3)* %v532, align 4
  %v534 = fadd float %v511, %v533
  %v535 = mul i32 %v529, 4
  %v536 = add i32 %v535, 1
  %v537 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v538 = getelementptr inbounds float, float addrspace(3)* %v537, i32 %v536
  %v539 = load float, float addrspace(3)* %v538, align 4
  %v540 = fadd float %v516, %v539
  %v541 = mul i32 %v529, 4
  %v542 = add i32 %v541, 2
  %v543 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v544 = getelementptr inbounds float, float addrspace(3)* %v543, i32 %v542
  %v545 = load float, float addrspace(3)* %v544, align 4
  %v546 = fadd float %v521, %v545
  %v547 = mul i32 %v529, 4
  %v548 = add i32 %v547, 3
  %v549 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v550 = getelementptr inbounds float, float addrspace(3)* %v549, i32 %v548
  %v551 = load float, float addrspace(3)* %v550, align 4
  %v552 = fadd float %v526, %v551
  call void @llvm.nvvm.barrier0()
  %v553 = lshr i32 %v3, 1
  %v554 = and i32 %v553, 1
  %v555 = lshr i32 %v3, 2
  %v556 = and i32 %v555, 1
  %v557 = shl i32 %v556, 1
  %v558 = or i32 %v554, %v557
  %v559 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v560 = getelementptr inbounds float, float addrspace(3)* %v559, i32 %v558
  store float %v534, float addrspace(3)* %v560, align 4
  %v561 = or i32 %v558, 4
  %v562 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v563 = getelementptr inbounds float, float addrspace(3)* %v562, i32 %v561
  store float %v540, float addrspace(3)* %v563, align 4
  %v564 = or i32 %v558, 8
  %v565 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v566 = getelementptr inbounds float, float addrspace(3)* %v565, i32 %v564
  store float %v546, float addrspace(3)* %v566, align 4
  %v567 = or i32 %v558, 12
  %v568 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v569 = getelementptr inbounds float, float addrspace(3)* %v568, i32 %v567
  store float %v552, float addrspace(3)* %v569, align 4
  call void @llvm.nvvm.barrier0()
  %v570 = and i32 %v2, 1
  %v571 = shl i32 %v570, 2
  %v572 = lshr i32 %v2, 1
  %v573 = and i32 %v572, 1
  %v574 = shl i32 %v573, 3
  %v575 = or i32 %v571, %v574
  %v576 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v577 = getelementptr inbounds float, float addrspace(3)* %v576, i32 %v575
  %v578 = load float, float addrspace(3)* %v577, align 4
  %v579 = or i32 %v575, 1
  %v580 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v581 = getelementptr inbounds float, float addrspace(3)* %v580, i32 %v579
  %v582 = load float, float addrspace(3)* %v581, align 4
  %v583 = or i32 %v575, 2
  %v584 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v585 = getelementptr inbounds float, float addrspace(3)* %v584, i32 %v583
  %v586 = load float, float addrspace(3)* %v585, align 4
  %v587 = or i32 %v575, 3
  %v588 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v589 = getelementptr inbounds float, float addrspace(3)* %v588, i32 %v587
  %v590 = load float, float addrspace(3)* %v589, align 4
  %v591 = fadd float %v21, %v578
  %v592 = fadd float %v22, %v582
  %v593 = fadd float %v23, %v586
  %v594 = fadd float %v24, %v590
  %v595 = add i64 %v25, 1
  br label %for1
ld7:
  %v230 = load float, float addrspace(1)* %v229, align 4
  br label %ld_next8
ld_next8:
  %v231 = phi float [ %v230, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v232 = icmp ult i64 %v67, %v69
  %v233 = add i64 %v80, 1
  %v234 = add i64 %v78, 1
  %v235 = icmp ult i64 %v234, %v79
  %v236 = and i1 %v232, %v235
  %v237 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v233
  br i1 %v236, label %ld9, label %ld_next10
ld9:
  %v238 = load float, float addrspace(1)* %v237, align 4
  br label %ld_next10
ld_next10:
  %v239 = phi float [ %v238, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v240 = icmp ult i64 %v67, %v69
  %v241 = add i64 %v80, 2
  %v242 = add i64 %v78, 2
  %v243 = icmp ult i64 %v242, %v79
  %v244 = and i1 %v240, %v243
  %v245 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v241
  br i1 %v244, label %ld11, label %ld_next12
ld11:
  %v246 = load float, float addrspace(1)* %v245, align 4
  br label %ld_next12
ld_next12:
  %v247 = phi float [ %v246, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v248 = icmp ult i64 %v67, %v69
  %v249 = add i64 %v80, 3
  %v250 = add i64 %v78, 3
  %v251 = icmp ult i64 %v250, %v79
  %v252 = and i1 %v248, %v251
  %v253 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v249
  br i1 %v252, label %ld13, label %ld_next14
ld13:
  %v254 = load float, float addrspace(1)* %v253, align 4
  br label %ld_next14
ld_next14:
  %v255 = phi float [ %v254, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v256 = mul i64 4, %v68
  %v257 = add i64 %v80, %v256
  %v258 = add i64 %v67, 4
  %v259 = icmp ult i64 %v258, %v69
  %v260 = icmp ult i64 %v78, %v79
  %v261 = and i1 %v259, %v260
  %v262 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v257
  br i1 %v261, label %ld15, label %ld_next16
ld15:
  %v263 = load float, float addrspace(1)* %v262, align 4
  br label %ld_next16
ld_next16:
  %v264 = phi float [ %v263, %ld15 ], [ 0x0000000000000000, %ld_next14 ]
  %v265 = mul i64 4, %v68
  %v266 = add i64 %v80, %v265
  %v267 = add i64 %v67, 4
  %v268 = icmp ult i64 %v267, %v69
  %v269 = add i64 %v266, 1
  %v270 = add i64 %v78, 1
  %v271 = icmp ult i64 %v270, %v79
  %v272 = and i1 %v268, %v271
  %v273 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v269
  br i1 %v272, label %ld17, label %ld_next18
ld17:
  %v274 = load float, float addrspace(1)* %v273, align 4
  br label %ld_next18
ld_next18:
  %v275 = phi float [ %v274, %ld17 ], [ 0x0000000000000000, %ld_next16 ]
  %v276 = mul i64 4, %v68
  %v277 = add i64 %v80, %v276
  %v278 = add i64 %v67, 4
  %v279 = icmp ult i64 %v278, %v69
  %v280 = add i64 %v277, 2
  %v281 = add i64 %v78, 2
  %v282 = icmp ult i64 %v281, %v79
  %v283 = and i1 %v279, %v282
  %v284 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v280
  br i1 %v283, label %ld19, label %ld_next20
ld19:
  %v285 = load float, float addrspace(1)* %v284, align 4
  br label %ld_next20
ld_next20:
  %v286 = phi float [ %v285, %ld19 ], [ 0x0000000000000000, %ld_next18 ]
  %v287 = mul i64 4, %v68
  %v288 = add i64 %v80, %v287
  %v289 = add i64 %v67, 4
  %v290 = icmp ult i64 %v289, %v69
  %v291 = add i64 %v288, 3
  %v292 = add i64 %v78, 3
  %v293 = icmp ult i64 %v292, %v79
  %v294 = and i1 %v290, %v293
  %v295 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v291
  br i1 %v294, label %ld21, label %ld_next22
ld21:
  %v296 = load float, float addrspace(1)* %v295, align 4
  br label %ld_next22
ld_next22:
  %v297 = phi float [ %v296, %ld21 ], [ 0x0000000000000000, %ld_next20 ]
  %v298 = mul i64 8, %v68
  %v299 = add i64 %v80, %v298
  %v300 = add i64 %v67, 8
  %v301 = icmp ult i64 %v300, %v69
  %v302 = icmp ult i64 %v78, %v79
  %v303 = and i1 %v301, %v302
  %v304 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v299
  br i1 %v303, label %ld23, label %ld_next24
ld23:
  %v305 = load float, float addrspace(1)* %v304, align 4
  br label %ld_next24
ld_next24:
  %v306 = phi float [ %v305, %ld23 ], [ 0x0000000000000000, %ld_next22 ]
  %v307 = mul i64 8, %v68
  %v308 = add i64 %v80, %v307
  %v309 = add i64 %v67, 8
  %v310 = icmp ult i64 %v309, %v69
  %v311 = add i64 %v308, 1
  %v312 = add i64 %v78, 1
  %v313 = icmp ult i64 %v312, %v79
  %v314 = and i1 %v310, %v313
  %v315 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v311
  br i1 %v314, label %ld25, label %ld_next26
ld25:
  %v316 = load float, float addrspace(1)* %v315, align 4
  br label %ld_next26
ld_next26:
  %v317 = phi float [ %v316, %ld25 ], [ 0x0000000000000000, %ld_next24 ]
  %v318 = mul i64 8, %v68
  %v319 = add i64 %v80, %v318
  %v320 = add i64 %v67, 8
  %v321 = icmp ult i64 %v320, %v69
  %v322 = add i64 %v319, 2
  %v323 = add i64 %v78, 2
  %v324 = icmp ult i64 %v323, %v79
  %v325 = and i1 %v321, %v324
  %v326 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v322
  br i1 %v325, label %ld27, label %ld_next28
ld27:
  %v327 = load float, float addrspace(1)* %v326, align 4
  br label %ld_next28
ld_next28:
  %v328 = phi float [ %v327, %ld27 ], [ 0x0000000000000000, %ld_next26 ]
  %v329 = mul i64 8, %v68
  %v330 = add i64 %v80, %v329
  %v331 = add i64 %v67, 8
  %v332 = icmp ult i64 %v331, %v69
  %v333 = add i64 %v330, 3
  %v334 = add i64 %v78, 3
  %v335 = icmp ult i64 %v334, %v79
  %v336 = and i1 %v332, %v335
  %v337 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v333
  br i1 %v336, label %ld29, label %ld_next30
ld29:
  %v338 = load float, float addrspace(1)* %v337, align 4
  br label %ld_next30
ld_next30:
  %v339 = phi float [ %v338, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  %v340 = mul i64 12, %v68
  %v341 = add i64 %v80, %v340
  %v342 = add i64 %v67, 12
  %v343 = icmp ult i64 %v342, %v69
  %v344 = icmp ult i64 %v78, %v79
  %v345 = and i1 %v343, %v344
  %v346 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v341
  br i1 %v345, label %ld31, label %ld_next32
ld31:
  %v347 = load float, float addrspace(1)* %v346, align 4
  br label %ld_next32
ld_next32:
  %v348 = phi float [ %v347, %ld31 ], [ 0x0000000000000000, %ld_next30 ]
  %v349 = mul i64 12, %v68
  %v350 = add i64 %v80, %v349
  %v351 = add i64 %v67, 12
  %v352 = icmp ult i64 %v351, %v69
  %v353 = add i64 %v350, 1
  %v354 = add i64 %v78, 1
  %v355 = icmp ult i64 %v354, %v79
  %v356 = and i1 %v352, %v355
  %v357 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v353
  br i1 %v356, label %ld33, label %ld_next34
ld33:
  %v358 = load float, float addrspace(1)* %v357, align 4
  br label %ld_next34
ld_next34:
  %v359 = phi float [ %v358, %ld33 ], [ 0x0000000000000000, %ld_next32 ]
  %v360 = mul i64 12, %v68
  %v361 = add i64 %v80, %v360
  %v362 = add i64 %v67, 12
  %v363 = icmp ult i64 %v362, %v69
  %v364 = add i64 %v361, 2
  %v365 = add i64 %v78, 2
  %v366 = icmp ult i64 %v365, %v79
  %v367 = and i1 %v363, %v366
  %v368 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v364
  br i1 %v367, label %ld35, label %ld_next36
ld35:
  %v369 = load float, float addrspace(1)* %v368, align 4
  br label %ld_next36
ld_next36:
  %v370 = phi float [ %v369, %ld35 ], [ 0x0000000000000000, %ld_next34 ]
  %v371 = mul i64 12, %v68
  %v372 = add i64 %v80, %v371
  %v373 = add i64 %v67, 12
  %v374 = icmp ult i64 %v373, %v69
  %v375 = add i64 %v372, 3
  %v376 = add i64 %v78, 3
  %v377 = icmp ult i64 %v376, %v79
  %v378 = and i1 %v374, %v377
  %v379 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v375
  br i1 %v378, label %ld37, label %ld_next38
ld37:
  %v380 = load float, float addrspace(1)* %v379, align 4
  br label %ld_next38
ld_next38:
  %v381 = phi float [ %v380, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  br label %ld_done6
st_owner39:
  br i1 %v613, label %st_full41, label %st_edge42
join40:
  %v623 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %v624 = zext i32 %p12 to i64
  %v625 = icmp sle i64 1, %v624
  %v626 = icmp sge i64 0, 0
  %v627 = and i1 %v625, %v626
  %v628 = and i32 %v2, 31
  %v629 = icmp eq i32 %v628, 0
  %v630 = and i32 %v3, 7
  %v631 = icmp eq i32 %v630, 0
  %v632 = and i1 %v629, %v631
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.barrier0()
  %v633 = icmp ult i64 0, %v624
  %v634 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  %v635 = and i1 %v633, %v632
  br i1 %v635, label %atom46, label %atom_next47
st_full41:
  %v619 = icmp ult i64 %v608, %v609
  %v620 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v608
  store float %v607, float addrspace(1)* %v620, align 4
  br label %st_done43
st_edge42:
  %v621 = icmp ult i64 %v608, %v609
  %v622 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v608
  br i1 %v621, label %st44, label %join45
st_done43:
  br label %join40
st44:
  store float %v607, float addrspace(1)* %v622, align 4
  br label %join45
join45:
  br label %st_done43
atom46:
  %v636 = atomicrmw add i32 addrspace(1)* %v634, i32 1 monotonic
  %v637 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v638 = getelementptr inbounds i32, i32 addrspace(3)* %v637, i32 0
  store i32 %v636, i32 addrspace(3)* %v638, align 4
  br label %atom_next47
atom_next47:
  %v639 = phi i32 [ %v636, %atom46 ], [ 0, %join40 ]
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier0()
  %v640 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v641 = getelementptr inbounds i32, i32 addrspace(3)* %v640, i32 0
  %v642 = load i32, i32 addrspace(3)* %v641, align 4
  %v643 = icmp ult i64 0, %v624
  %v644 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  %v645 = select i1 %v643, i32 %v642, i32 0
  call void @llvm.nvvm.barrier0()
  %v646 = sub i32 %v623, 1
  %v647 = icmp eq i32 %v645, %v646
  br i1 %v647, label %then48, label %else49
then48:
  %v648 = icmp eq i32 1024, 0
  %v649 = select i1 %v648, i32 1, i32 1024
  %v650 = icmp eq i32 1024, -1
  %v651 = select i1 %v650, i32 1, i32 %v649
  %v652 = sdiv i32 %v623, %v651
  %v653 = sub i32 0, %v652
  %v654 = select i1 %v650, i32 %v653, i32 %v652
  %v655 = srem i32 %v623, %v651
  %v656 = select i1 %v650, i32 0, i32 %v655
  %v657 = icmp ne i32 %v656, 0
  %v658 = xor i32 %v656, 1024
  %v659 = icmp sge i32 %v658, 0
  %v660 = and i1 %v657, %v659
  %v661 = add i32 %v654, 1
  %v662 = select i1 %v660, i32 %v661, i32 %v654
  %v663 = select i1 %v648, i32 0, i32 %v662
  %v664 = sext i32 %v663 to i64
  br label %for51
else49:
  br label %endif50
endif50:
  ret void
for51:
  %v665 = phi float [ 0x0000000000000000, %then48 ], [ %v758, %ld_done56 ]
  %v666 = phi float [ 0x0000000000000000, %then48 ], [ %v759, %ld_done56 ]
  %v667 = phi float [ 0x0000000000000000, %then48 ], [ %v760, %ld_done56 ]
  %v668 = phi float [ 0x0000000000000000, %then48 ], [ %v761, %ld_done56 ]
  %v669 = phi i64 [ 0, %then48 ], [ %v762, %ld_done56 ]
  %v670 = icmp slt i64 %v669, %v664
  %v671 = icmp sgt i64 %v669, %v664
  %v672 = icmp sgt i64 1, 0
  %v673 = select i1 %v672, i1 %v670, i1 %v671
  br i1 %v673, label %body52, label %endfor53
body52:
  %v674 = trunc i64 %v669 to i32
  %v675 = and i32 %v2, 1
  %v676 = shl i32 %v675, 2
  %v677 = lshr i32 %v2, 1
  %v678 = and i32 %v677, 1
  %v679 = shl i32 %v678, 3
  %v680 = or i32 %v676, %v679
  %v681 = lshr i32 %v2, 2
  %v682 = and i32 %v681, 1
  %v683 = shl i32 %v682, 4
  %v684 = or i32 %v680, %v683
  %v685 = lshr i32 %v2, 3
  %v686 = and i32 %v685, 1
  %v687 = shl i32 %v686, 5
  %v688 = or i32 %v684, %v687
  %v689 = lshr i32 %v2, 4
  %v690 = and i32 %v689, 1
  %v691 = shl i32 %v690, 6
  %v692 = or i32 %v688, %v691
  %v693 = and i32 %v3, 1
  %v694 = shl i32 %v693, 7
  %v695 = or i32 %v692, %v694
  %v696 = lshr i32 %v3, 1
  %v697 = and i32 %v696, 1
  %v698 = shl i32 %v697, 8
  %v699 = or i32 %v695, %v698
  %v700 = lshr i32 %v3, 2
  %v701 = and i32 %v700, 1
  %v702 = shl i32 %v701, 9
  %v703 = or i32 %v699, %v702
  %v704 = and i32 %v703, 1023
  %v705 = sext i32 %v674 to i64
  %v706 = mul i64 %v705, 1024
  %v707 = zext i32 %v704 to i64
  %v708 = add i64 %v706, %v707
  %v709 = zext i32 %p9 to i64
  %v710 = add i64 %v706, 1024
  %v711 = icmp sle i64 %v710, %v709
  %v712 = icmp sge i64 %v705, 0
  %v713 = and i1 %v711, %v712
  br i1 %v713, label %ld_full54, label %ld_edge55
endfor53:
  %v763 = fadd float %v665, %v666
  %v764 = fadd float %v763, %v667
  %v765 = fadd float %v764, %v668
  %v766 = bitcast float %v765 to i32
  %v767 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v766, i32 1, i32 31)
  %v768 = bitcast i32 %v767 to float
  %v769 = fadd float %v765, %v768
  %v770 = bitcast float %v769 to i32
  %v771 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v770, i32 2, i32 31)
  %v772 = bitcast i32 %v771 to float
  %v773 = fadd float %v769, %v772
  %v774 = bitcast float %v773 to i32
  %v775 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v774, i32 4, i32 31)
  %v776 = bitcast i32 %v775 to float
  %v777 = fadd float %v773, %v776
  %v778 = bitcast float %v777 to i32
  %v779 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v778, i32 8, i32 31)
  %v780 = bitcast i32 %v779 to float
  %v781 = fadd float %v777, %v780
  %v782 = bitcast float %v781 to i32
  %v783 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v782, i32 16, i32 31)
  %v784 = bitcast i32 %v783 to float
  %v785 = fadd float %v781, %v784
  call void @llvm.nvvm.barrier0()
  %v786 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v787 = getelementptr inbounds float, float addrspace(3)* %v786, i32 %v1
  store float %v785, float addrspace(3)* %v787, align 4
  call void @llvm.nvvm.barrier0()
  %v788 = and i32 %v3, -8
  %v789 = shl i32 %v788, 5
  %v790 = or i32 %v789, %v2
  %v791 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v792 = getelementptr inbounds float, float addrspace(3)* %v791, i32 %v790
  %v793 = load float, float addrspace(3)* %v792, align 4
  %v794 = or i32 %v788, 1
  %v795 = shl i32 %v794, 5
  %v796 = or i32 %v795, %v2
  %v797 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v798 = getelementptr inbounds float, float addrspace(3)* %v797, i32 %v796
  %v799 = load float, float addrspace(3)* %v798, align 4
  %v800 = fadd float %v793, %v799
  %v801 = or i32 %v788, 2
  %v802 = shl i32 %v801, 5
  %v803 = or i32 %v802, %v2
  %v804 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v805 = getelementptr inbounds float, float addrspace(3)* %v804, i32 %v803
  %v806 = load float, float addrspace(3)* %v805, align 4
  %v807 = fadd float %v800, %v806
  %v808 = or i32 %v788, 3
  %v809 = shl i32 %v808, 5
  %v810 = or i32 %v809, %v2
  %v811 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v812 = getelementptr inbounds float, float addrspace(3)* %v811, i32 %v810
  %v813 = load float, float addrspace(3)* %v812, align 4
  %v814 = fadd float %v807, %v813
  %v815 = or i32 %v788, 4
  %v816 = shl i32 %v815, 5
  %v817 = or i32 %v816, %v2
  %v818 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v819 = getelementptr inbounds float, float addrspace(3)* %v818, i32 %v817
  %v820 = load float, float addrspace(3)* %v819, align 4
  %v821 = fadd float %v814, %v820
  %v822 = or i32 %v788, 5
  %v823 = shl i32 %v822, 5
  %v824 = or i32 %v823, %v2
  %v825 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v826 = getelementptr inbounds float, float addrspace(3)* %v825, i32 %v824
  %v827 = load float, float addrspace(3)* %v826, align 4
  %v828 = fadd float %v821, %v827
  %v829 = or i32 %v788, 6
  %v830 = shl i32 %v829, 5
  %v831 = or i32 %v830, %v2
  %v832 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v833 = getelementptr inbounds float, float addrspace(3)* %v832, i32 %v831
  %v834 = load float, float addrspace(3)* %v833, align 4
  %v835 = fadd float %v828, %v834
  %v836 = or i32 %v788, 7
  %v837 = shl i32 %v836, 5
  %v838 = or i32 %v837, %v2
  %v839 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v840 = getelementptr inbounds float, float addrspace(3)* %v839, i32 %v838
  %v841 = load float, float addrspace(3)* %v840, align 4
  %v842 = fadd float %v835, %v841
  %v843 = zext i32 %p6 to i64
  %v844 = icmp sle i64 1, %v843
  %v845 = icmp sge i64 0, 0
  %v846 = and i1 %v844, %v845
  %v847 = and i32 %v2, 31
  %v848 = icmp eq i32 %v847, 0
  %v849 = and i32 %v3, 7
  %v850 = icmp eq i32 %v849, 0
  %v851 = and i1 %v848, %v850
  br i1 %v851, label %st_owner65, label %join66
ld_full54:
  %v714 = icmp ult i64 %v708, %v709
  %v715 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v708
  %v716 = load float, float addrspace(1)* %v715, align 4
  %v717 = add i64 %v708, 1
  %v718 = add i64 %v708, 1
  %v719 = icmp ult i64 %v718, %v709
  %v720 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v717
  %v721 = load float, float addrspace(1)* %v720, align 4
  %v722 = add i64 %v708, 2
  %v723 = add i64 %v708, 2
  %v724 = icmp ult i64 %v723, %v709
  %v725 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v722
  %v726 = load float, float addrspace(1)* %v725, align 4
  %v727 = add i64 %v708, 3
  %v728 = add i64 %v708, 3
  %v729 = icmp ult i64 %v728, %v709
  %v730 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v727
  %v731 = load float, float addrspace(1)* %v730, align 4
  br label %ld_done56
ld_edge55:
  %v732 = icmp ult i64 %v708, %v709
  %v733 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v708
  br i1 %v732, label %ld57, label %ld_next58
ld_done56:
  %v754 = phi float [ %v716, %ld_full54 ], [ %v735, %ld_next64 ]
  %v755 = phi float [ %v721, %ld_full54 ], [ %v741, %ld_next64 ]
  %v756 = phi float [ %v726, %ld_full54 ], [ %v747, %ld_next64 ]
  %v757 = phi float [ %v731, %ld_full54 ], [ %v753, %ld_next64 ]
  %v758 = fadd float %v665, %v754
  %v759 = fadd float %v666, %v755
  %v760 = fadd float %v667, %v756
  %v761 = fadd float %v668, %v757
  %v762 = add i64 %v669, 1
  br label %for51
ld57:
  %v734 = load float, float addrspace(1)* %v733, align 4
  br label %ld_next58
ld_next58:
  %v735 = phi float [ %v734, %ld57 ], [ 0x0000000000000000, %ld_edge55 ]
  %v736 = add i64 %v708, 1
  %v737 = add i64 %v708, 1
  %v738 = icmp ult i64 %v737, %v709
  %v739 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v736
  br i1 %v738, label %ld59, label %ld_next60
ld59:
  %v740 = load float, float addrspace(1)* %v739, align 4
  br label %ld_next60
ld_next60:
  %v741 = phi float [ %v740, %ld59 ], [ 0x0000000000000000, %ld_next58 ]
  %v742 = add i64 %v708, 2
  %v743 = add i64 %v708, 2
  %v744 = icmp ult i64 %v743, %v709
  %v745 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v742
  br i1 %v744, label %ld61, label %ld_next62
ld61:
  %v746 = load float, float addrspace(1)* %v745, align 4
  br label %ld_next62
ld_next62:
  %v747 = phi float [ %v746, %ld61 ], [ 0x0000000000000000, %ld_next60 ]
  %v748 = add i64 %v708, 3
  %v749 = add i64 %v708, 3
  %v750 = icmp ult i64 %v749, %v709
  %v751 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v748
  br i1 %v750, label %ld63, label %ld_next64
ld63:
  %v752 = load float, float addrspace(1)* %v751, align 4
  br label %ld_next64
ld_next64:
  %v753 = phi float [ %v752, %ld63 ], [ 0x0000000000000000, %ld_next62 ]
  br label %ld_done56
st_owner65:
  br i1 %v846, label %st_full67, label %st_edge68
join66:
  %v856 = zext i32 %p12 to i64
  %v857 = icmp sle i64 1, %v856
  %v858 = icmp sge i64 0, 0
  %v859 = and i1 %v857, %v858
  %v860 = and i32 %v2, 31
  %v861 = icmp eq i32 %v860, 0
  %v862 = and i32 %v3, 7
  %v863 = icmp eq i32 %v862, 0
  %v864 = and i1 %v861, %v863
  br i1 %v864, label %st_owner72, label %join73
st_full67:
  %v852 = icmp ult i64 0, %v843
  %v853 = getelementptr inbounds float, float addrspace(1)* %p5, i64 0
  store float %v842, float addrspace(1)* %v853, align 4
  br label %st_done69
st_edge68:
  %v854 = icmp ult i64 0, %v843
  %v855 = getelementptr inbounds float, float addrspace(1)* %p5, i64 0
  br i1 %v854, label %st70, label %join71
st_done69:
  br label %join66
st70:
  store float %v842, float addrspace(1)* %v855, align 4
  br label %join71
join71:
  br label %st_done69
st_owner72:
  br i1 %v859, label %st_full74, label %st_edge75
join73:
  br label %endif50
st_full74:
  %v865 = icmp ult i64 0, %v856
  %v866 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  store i32 0, i32 addrspace(1)* %v866, align 4
  br label %st_done76
st_edge75:
  %v867 = icmp ult i64 0, %v856
  %v868 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  br i1 %v867, label %st77, label %join78
st_done76:
  br label %join73
st77:
  store i32 0, i32 addrspace(1)* %v868, align 4
  br label %join78
join78:
  br label %st_done76
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.membar.gl()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32 addrspace(1)*, i32, i32)* @total_sum, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32 addrspace(1)*, i32, i32)* @total_sum, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel total_sum [BM=16, BN=256, BP=1024]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @total_sum(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias %p8, i32 %p9, i32 %p10, i32 addrspace(1)* noalias %p11, i32 %p12, i32 %p13) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp eq i32 256, 0
  %v5 = select i1 %v4, i32 1, i32 256
  %v6 = icmp eq i32 256, -1
  %v7 = select i1 %v6, i32 1, i32 %v5
  %v8 = sdiv i32 %p2, %v7
  %v9 = sub i32 0, %v8
  %v10 = select i1 %v6, i32 %v9, i32 %v8
  %v11 = srem i32 %p2, %v7
  %v12 = select i1 %v6, i32 0, i32 %v11
  %v13 = icmp ne i32 %v12, 0
  %v14 = xor i32 %v12, 256
  %v15 = icmp sge i32 %v14, 0
  %v16 = and i1 %v13, %v15
  %v17 = add i32 %v10, 1
  %v18 = select i1 %v16, i32 %v17, i32 %v10
  %v19 = select i1 %v4, i32 0, i32 %v18
  %v20 = sext i32 %v19 to i64
  br label %for1
for1:
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v591, %ld_done6 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v592, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v593, %ld_done6 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v594, %ld_done6 ]
  %v25 = phi i64 [ 0, %entry0 ], [ %v595, %ld_done6 ]
  %v26 = icmp slt i64 %v25, %v20
  %v27 = icmp sgt i64 %v25, %v20
  %v28 = icmp sgt i64 1, 0
  %v29 = select i1 %v28, i1 %v26, i1 %v27
  br i1 %v29, label %body2, label %endfor3
body2:
  %v30 = trunc i64 %v25 to i32
  %v31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v32 = and i32 %v2, 1
  %v33 = shl i32 %v32, 2
  %v34 = lshr i32 %v2, 1
  %v35 = and i32 %v34, 1
  %v36 = shl i32 %v35, 3
  %v37 = or i32 %v33, %v36
  %v38 = lshr i32 %v2, 2
  %v39 = and i32 %v38, 1
  %v40 = shl i32 %v39, 4
  %v41 = or i32 %v37, %v40
  %v42 = lshr i32 %v2, 3
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 5
  %v45 = or i32 %v41, %v44
  %v46 = lshr i32 %v2, 4
  %v47 = and i32 %v46, 1
  %v48 = shl i32 %v47, 6
  %v49 = or i32 %v45, %v48
  %v50 = and i32 %v3, 1
  %v51 = shl i32 %v50, 7
  %v52 = or i32 %v49, %v51
  %v53 = lshr i32 %v3, 1
  %v54 = and i32 %v53, 1
  %v55 = shl i32 %v54, 8
  %v56 = or i32 %v52, %v55
  %v57 = lshr i32 %v3, 2
  %v58 = and i32 %v57, 1
  %v59 = shl i32 %v58, 9
  %v60 = or i32 %v56, %v59
  %v61 = lshr i32 %v60, 8
  %v62 = and i32 %v61, 15
  %v63 = and i32 %v60, 255
  %v64 = sext i32 %v31 to i64
  %v65 = mul i64 %v64, 16
  %v66 = zext i32 %v62 to i64
  %v67 = add i64 %v65, %v66
  %v68 = sext i32 %p3 to i64
  %v69 = zext i32 %p1 to i64
  %v70 = mul i64 %v67, %v68
  %v71 = add i64 %v65, 16
  %v72 = icmp sle i64 %v71, %v69
  %v73 = icmp sge i64 %v64, 0
  %v74 = and i1 %v72, %v73
  %v75 = sext i32 %v30 to i64
  %v76 = mul i64 %v75, 256
  %v77 = zext i32 %v63 to i64
  %v78 = add i64 %v76, %v77
  %v79 = zext i32 %p2 to i64
  %v80 = add i64 %v70, %v78
  %v81 = add i64 %v76, 256
  %v82 = icmp sle i64 %v81, %v79
  %v83 = icmp sge i64 %v75, 0
  %v84 = and i1 %v82, %v83
  %v85 = and i1 %v74, %v84
  br i1 %v85, label %ld_full4, label %ld_edge5
endfor3:
  %v596 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v597 = fadd float %v21, %v22
  %v598 = fadd float %v597, %v23
  %v599 = fadd float %v598, %v24
  %v600 = bitcast float %v599 to i32
  %v601 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v600, i32 1, i32 31)
  %v602 = bitcast i32 %v601 to float
  %v603 = fadd float %v599, %v602
  %v604 = bitcast float %v603 to i32
  %v605 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v604, i32 2, i32 31)
  %v606 = bitcast i32 %v605 to float
  %v607 = fadd float %v603, %v606
  %v608 = sext i32 %v596 to i64
  %v609 = zext i32 %p9 to i64
  %v610 = add i64 %v608, 1
  %v611 = icmp sle i64 %v610, %v609
  %v612 = icmp sge i64 %v608, 0
  %v613 = and i1 %v611, %v612
  %v614 = and i32 %v2, 31
  %v615 = icmp eq i32 %v614, 0
  %v616 = and i32 %v3, 7
  %v617 = icmp eq i32 %v616, 0
  %v618 = and i1 %v615, %v617
  br i1 %v618, label %st_owner39, label %join40
ld_full4:
  %v86 = icmp ult i64 %v67, %v69
  %v87 = icmp ult i64 %v78, %v79
  %v88 = and i1 %v86, %v87
  %v89 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v90 = load float, float addrspace(1)* %v89, align 4
  %v91 = icmp ult i64 %v67, %v69
  %v92 = add i64 %v80, 1
  %v93 = add i64 %v78, 1
  %v94 = icmp ult i64 %v93, %v79
  %v95 = and i1 %v91, %v94
  %v96 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v92
  %v97 = load float, float addrspace(1)* %v96, align 4
  %v98 = icmp ult i64 %v67, %v69
  %v99 = add i64 %v80, 2
  %v100 = add i64 %v78, 2
  %v101 = icmp ult i64 %v100, %v79
  %v102 = and i1 %v98, %v101
  %v103 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v99
  %v104 = load float, float addrspace(1)* %v103, align 4
  %v105 = icmp ult i64 %v67, %v69
  %v106 = add i64 %v80, 3
  %v107 = add i64 %v78, 3
  %v108 = icmp ult i64 %v107, %v79
  %v109 = and i1 %v105, %v108
  %v110 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v106
  %v111 = load float, float addrspace(1)* %v110, align 4
  %v112 = mul i64 4, %v68
  %v113 = add i64 %v80, %v112
  %v114 = add i64 %v67, 4
  %v115 = icmp ult i64 %v114, %v69
  %v116 = icmp ult i64 %v78, %v79
  %v117 = and i1 %v115, %v116
  %v118 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v113
  %v119 = load float, float addrspace(1)* %v118, align 4
  %v120 = mul i64 4, %v68
  %v121 = add i64 %v80, %v120
  %v122 = add i64 %v67, 4
  %v123 = icmp ult i64 %v122, %v69
  %v124 = add i64 %v121, 1
  %v125 = add i64 %v78, 1
  %v126 = icmp ult i64 %v125, %v79
  %v127 = and i1 %v123, %v126
  %v128 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v124
  %v129 = load float, float addrspace(1)* %v128, align 4
  %v130 = mul i64 4, %v68
  %v131 = add i64 %v80, %v130
  %v132 = add i64 %v67, 4
  %v133 = icmp ult i64 %v132, %v69
  %v134 = add i64 %v131, 2
  %v135 = add i64 %v78, 2
  %v136 = icmp ult i64 %v135, %v79
  %v137 = and i1 %v133, %v136
  %v138 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v134
  %v139 = load float, float addrspace(1)* %v138, align 4
  %v140 = mul i64 4, %v68
  %v141 = add i64 %v80, %v140
  %v142 = add i64 %v67, 4
  %v143 = icmp ult i64 %v142, %v69
  %v144 = add i64 %v141, 3
  %v145 = add i64 %v78, 3
  %v146 = icmp ult i64 %v145, %v79
  %v147 = and i1 %v143, %v146
  %v148 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v144
  %v149 = load float, float addrspace(1)* %v148, align 4
  %v150 = mul i64 8, %v68
  %v151 = add i64 %v80, %v150
  %v152 = add i64 %v67, 8
  %v153 = icmp ult i64 %v152, %v69
  %v154 = icmp ult i64 %v78, %v79
  %v155 = and i1 %v153, %v154
  %v156 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v151
  %v157 = load float, float addrspace(1)* %v156, align 4
  %v158 = mul i64 8, %v68
  %v159 = add i64 %v80, %v158
  %v160 = add i64 %v67, 8
  %v161 = icmp ult i64 %v160, %v69
  %v162 = add i64 %v159, 1
  %v163 = add i64 %v78, 1
  %v164 = icmp ult i64 %v163, %v79
  %v165 = and i1 %v161, %v164
  %v166 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v162
  %v167 = load float, float addrspace(1)* %v166, align 4
  %v168 = mul i64 8, %v68
  %v169 = add i64 %v80, %v168
  %v170 = add i64 %v67, 8
  %v171 = icmp ult i64 %v170, %v69
  %v172 = add i64 %v169, 2
  %v173 = add i64 %v78, 2
  %v174 = icmp ult i64 %v173, %v79
  %v175 = and i1 %v171, %v174
  %v176 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v172
  %v177 = load float, float addrspace(1)* %v176, align 4
  %v178 = mul i64 8, %v68
  %v179 = add i64 %v80, %v178
  %v180 = add i64 %v67, 8
  %v181 = icmp ult i64 %v180, %v69
  %v182 = add i64 %v179, 3
  %v183 = add i64 %v78, 3
  %v184 = icmp ult i64 %v183, %v79
  %v185 = and i1 %v181, %v184
  %v186 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v182
  %v187 = load float, float addrspace(1)* %v186, align 4
  %v188 = mul i64 12, %v68
  %v189 = add i64 %v80, %v188
  %v190 = add i64 %v67, 12
  %v191 = icmp ult i64 %v190, %v69
  %v192 = icmp ult i64 %v78, %v79
  %v193 = and i1 %v191, %v192
  %v194 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v189
  %v195 = load float, float addrspace(1)* %v194, align 4
  %v196 = mul i64 12, %v68
  %v197 = add i64 %v80, %v196
  %v198 = add i64 %v67, 12
  %v199 = icmp ult i64 %v198, %v69
  %v200 = add i64 %v197, 1
  %v201 = add i64 %v78, 1
  %v202 = icmp ult i64 %v201, %v79
  %v203 = and i1 %v199, %v202
  %v204 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v200
  %v205 = load float, float addrspace(1)* %v204, align 4
  %v206 = mul i64 12, %v68
  %v207 = add i64 %v80, %v206
  %v208 = add i64 %v67, 12
  %v209 = icmp ult i64 %v208, %v69
  %v210 = add i64 %v207, 2
  %v211 = add i64 %v78, 2
  %v212 = icmp ult i64 %v211, %v79
  %v213 = and i1 %v209, %v212
  %v214 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v210
  %v215 = load float, float addrspace(1)* %v214, align 4
  %v216 = mul i64 12, %v68
  %v217 = add i64 %v80, %v216
  %v218 = add i64 %v67, 12
  %v219 = icmp ult i64 %v218, %v69
  %v220 = add i64 %v217, 3
  %v221 = add i64 %v78, 3
  %v222 = icmp ult i64 %v221, %v79
  %v223 = and i1 %v219, %v222
  %v224 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v220
  %v225 = load float, float addrspace(1)* %v224, align 4
  br label %ld_done6
ld_edge5:
  %v226 = icmp ult i64 %v67, %v69
  %v227 = icmp ult i64 %v78, %v79
  %v228 = and i1 %v226, %v227
  %v229 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  br i1 %v228, label %ld7, label %ld_next8
ld_done6:
  %v382 = phi float [ %v90, %ld_full4 ], [ %v231, %ld_next38 ]
  %v383 = phi float [ %v97, %ld_full4 ], [ %v239, %ld_next38 ]
  %v384 = phi float [ %v104, %ld_full4 ], [ %v247, %ld_next38 ]
  %v385 = phi float [ %v111, %ld_full4 ], [ %v255, %ld_next38 ]
  %v386 = phi float [ %v119, %ld_full4 ], [ %v264, %ld_next38 ]
  %v387 = phi float [ %v129, %ld_full4 ], [ %v275, %ld_next38 ]
  %v388 = phi float [ %v139, %ld_full4 ], [ %v286, %ld_next38 ]
  %v389 = phi float [ %v149, %ld_full4 ], [ %v297, %ld_next38 ]
  %v390 = phi float [ %v157, %ld_full4 ], [ %v306, %ld_next38 ]
  %v391 = phi float [ %v167, %ld_full4 ], [ %v317, %ld_next38 ]
  %v392 = phi float [ %v177, %ld_full4 ], [ %v328, %ld_next38 ]
  %v393 = phi float [ %v187, %ld_full4 ], [ %v339, %ld_next38 ]
  %v394 = phi float [ %v195, %ld_full4 ], [ %v348, %ld_next38 ]
  %v395 = phi float [ %v205, %ld_full4 ], [ %v359, %ld_next38 ]
  %v396 = phi float [ %v215, %ld_full4 ], [ %v370, %ld_next38 ]
  %v397 = phi float [ %v225, %ld_full4 ], [ %v381, %ld_next38 ]
  %v398 = fadd float %v382, %v383
  %v399 = fadd float %v386, %v387
  %v400 = fadd float %v390, %v391
  %v401 = fadd float %v394, %v395
  %v402 = fadd float %v398, %v384
  %v403 = fadd float %v399, %v388
  %v404 = fadd float %v400, %v392
  %v405 = fadd float %v401, %v396
  %v406 = fadd float %v402, %v385
  %v407 = fadd float %v403, %v389
  %v408 = fadd float %v404, %v393
  %v409 = fadd float %v405, %v397
  %v410 = bitcast float %v406 to i32
  %v411 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v410, i32 1, i32 31)
  %v412 = bitcast i32 %v411 to float
  %v413 = fadd float %v406, %v412
  %v414 = bitcast float %v407 to i32
  %v415 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v414, i32 1, i32 31)
  %v416 = bitcast i32 %v415 to float
  %v417 = fadd float %v407, %v416
  %v418 = bitcast float %v408 to i32
  %v419 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v418, i32 1, i32 31)
  %v420 = bitcast i32 %v419 to float
  %v421 = fadd float %v408, %v420
  %v422 = bitcast float %v409 to i32
  %v423 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v422, i32 1, i32 31)
  %v424 = bitcast i32 %v423 to float
  %v425 = fadd float %v409, %v424
  %v426 = bitcast float %v413 to i32
  %v427 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v426, i32 2, i32 31)
  %v428 = bitcast i32 %v427 to float
  %v429 = fadd float %v413, %v428
  %v430 = bitcast float %v417 to i32
  %v431 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v430, i32 2, i32 31)
  %v432 = bitcast i32 %v431 to float
  %v433 = fadd float %v417, %v432
  %v434 = bitcast float %v421 to i32
  %v435 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v434, i32 2, i32 31)
  %v436 = bitcast i32 %v435 to float
  %v437 = fadd float %v421, %v436
  %v438 = bitcast float %v425 to i32
  %v439 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v438, i32 2, i32 31)
  %v440 = bitcast i32 %v439 to float
  %v441 = fadd float %v425, %v440
  %v442 = bitcast float %v429 to i32
  %v443 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v442, i32 4, i32 31)
  %v444 = bitcast i32 %v443 to float
  %v445 = fadd float %v429, %v444
  %v446 = bitcast float %v433 to i32
  %v447 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v446, i32 4, i32 31)
  %v448 = bitcast i32 %v447 to float
  %v449 = fadd float %v433, %v448
  %v450 = bitcast float %v437 to i32
  %v451 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v450, i32 4, i32 31)
  %v452 = bitcast i32 %v451 to float
  %v453 = fadd float %v437, %v452
  %v454 = bitcast float %v441 to i32
  %v455 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v454, i32 4, i32 31)
  %v456 = bitcast i32 %v455 to float
  %v457 = fadd float %v441, %v456
  %v458 = bitcast float %v445 to i32
  %v459 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v458, i32 8, i32 31)
  %v460 = bitcast i32 %v459 to float
  %v461 = fadd float %v445, %v460
  %v462 = bitcast float %v449 to i32
  %v463 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v462, i32 8, i32 31)
  %v464 = bitcast i32 %v463 to float
  %v465 = fadd float %v449, %v464
  %v466 = bitcast float %v453 to i32
  %v467 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v466, i32 8, i32 31)
  %v468 = bitcast i32 %v467 to float
  %v469 = fadd float %v453, %v468
  %v470 = bitcast float %v457 to i32
  %v471 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v470, i32 8, i32 31)
  %v472 = bitcast i32 %v471 to float
  %v473 = fadd float %v457, %v472
  %v474 = bitcast float %v461 to i32
  %v475 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v474, i32 16, i32 31)
  %v476 = bitcast i32 %v475 to float
  %v477 = fadd float %v461, %v476
  %v478 = bitcast float %v465 to i32
  %v479 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v478, i32 16, i32 31)
  %v480 = bitcast i32 %v479 to float
  %v481 = fadd float %v465, %v480
  %v482 = bitcast float %v469 to i32
  %v483 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v482, i32 16, i32 31)
  %v484 = bitcast i32 %v483 to float
  %v485 = fadd float %v469, %v484
  %v486 = bitcast float %v473 to i32
  %v487 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v486, i32 16, i32 31)
  %v488 = bitcast i32 %v487 to float
  %v489 = fadd float %v473, %v488
  call void @llvm.nvvm.barrier0()
  %v490 = mul i32 %v1, 4
  %v491 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v492 = getelementptr inbounds float, float addrspace(3)* %v491, i32 %v490
  store float %v477, float addrspace(3)* %v492, align 4
  %v493 = mul i32 %v1, 4
  %v494 = add i32 %v493, 1
  %v495 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v496 = getelementptr inbounds float, float addrspace(3)* %v495, i32 %v494
  store float %v481, float addrspace(3)* %v496, align 4
  %v497 = mul i32 %v1, 4
  %v498 = add i32 %v497, 2
  %v499 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v500 = getelementptr inbounds float, float addrspace(3)* %v499, i32 %v498
  store float %v485, float addrspace(3)* %v500, align 4
  %v501 = mul i32 %v1, 4
  %v502 = add i32 %v501, 3
  %v503 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v504 = getelementptr inbounds float, float addrspace(3)* %v503, i32 %v502
  store float %v489, float addrspace(3)* %v504, align 4
  call void @llvm.nvvm.barrier0()
  %v505 = and i32 %v3, -2
  %v506 = shl i32 %v505, 5
  %v507 = or i32 %v506, %v2
  %v508 = mul i32 %v507, 4
  %v509 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v510 = getelementptr inbounds float, float addrspace(3)* %v509, i32 %v508
  %v511 = load float, float addrspace(3)* %v510, align 4
  %v512 = mul i32 %v507, 4
  %v513 = add i32 %v512, 1
  %v514 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v515 = getelementptr inbounds float, float addrspace(3)* %v514, i32 %v513
  %v516 = load float, float addrspace(3)* %v515, align 4
  %v517 = mul i32 %v507, 4
  %v518 = add i32 %v517, 2
  %v519 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v520 = getelementptr inbounds float, float addrspace(3)* %v519, i32 %v518
  %v521 = load float, float addrspace(3)* %v520, align 4
  %v522 = mul i32 %v507, 4
  %v523 = add i32 %v522, 3
  %v524 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v525 = getelementptr inbounds float, float addrspace(3)* %v524, i32 %v523
  %v526 = load float, float addrspace(3)* %v525, align 4
  %v527 = or i32 %v505, 1
  %v528 = shl i32 %v527, 5
  %v529 = or i32 %v528, %v2
  %v530 = mul i32 %v529, 4
  %v531 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v532 = getelementptr inbounds float, float addrspace(3)* %v531, i32 %v530
  %v533 = load float, float addrspace(3)* %v532, align 4
  %v534 = fadd float %v511, %v533
  %v535 = mul i32 %v529, 4
  %v536 = add i32 %v535, 1
  %v537 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v538 = getelementptr inbounds float, float addrspace(3)* %v537, i32 %v536
  %v539 = load float, float addrspace(3)* %v538, align 4
  %v540 = fadd float %v516, %v539
  %v541 = mul i32 %v529, 4
  %v542 = add i32 %v541, 2
  %v543 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v544 = getelementptr inbounds float, float addrspace(3)* %v543, i32 %v542
  %v545 = load float, float addrspace(3)* %v544, align 4
  %v546 = fadd float %v521, %v545
  %v547 = mul i32 %v529, 4
  %v548 = add i32 %v547, 3
  %v549 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v550 = getelementptr inbounds float, float addrspace(3)* %v549, i32 %v548
  %v551 = load float, float addrspace(3)* %v550, align 4
  %v552 = fadd float %v526, %v551
  call void @llvm.nvvm.barrier0()
  %v553 = lshr i32 %v3, 1
  %v554 = and i32 %v553, 1
  %v555 = lshr i32 %v3, 2
  %v556 = and i32 %v555, 1
  %v557 = shl i32 %v556, 1
  %v558 = or i32 %v554, %v557
  %v559 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v560 = getelementptr inbounds float, float addrspace(3)* %v559, i32 %v558
  store float %v534, float addrspace(3)* %v560, align 4
  %v561 = or i32 %v558, 4
  %v562 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v563 = getelementptr inbounds float, float addrspace(3)* %v562, i32 %v561
  store float %v540, float addrspace(3)* %v563, align 4
  %v564 = or i32 %v558, 8
  %v565 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v566 = getelementptr inbounds float, float addrspace(3)* %v565, i32 %v564
  store float %v546, float addrspace(3)* %v566, align 4
  %v567 = or i32 %v558, 12
  %v568 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v569 = getelementptr inbounds float, float addrspace(3)* %v568, i32 %v567
  store float %v552, float addrspace(3)* %v569, align 4
  call void @llvm.nvvm.barrier0()
  %v570 = and i32 %v2, 1
  %v571 = shl i32 %v570, 2
  %v572 = lshr i32 %v2, 1
  %v573 = and i32 %v572, 1
  %v574 = shl i32 %v573, 3
  %v575 = or i32 %v571, %v574
  %v576 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v577 = getelementptr inbounds float, float addrspace(3)* %v576, i32 %v575
  %v578 = load float, float addrspace(3)* %v577, align 4
  %v579 = or i32 %v575, 1
  %v580 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v581 = getelementptr inbounds float, float addrspace(3)* %v580, i32 %v579
  %v582 = load float, float addrspace(3)* %v581, align 4
  %v583 = or i32 %v575, 2
  %v584 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v585 = getelementptr inbounds float, float addrspace(3)* %v584, i32 %v583
  %v586 = load float, float addrspace(3)* %v585, align 4
  %v587 = or i32 %v575, 3
  %v588 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v589 = getelementptr inbounds float, float addrspace(3)* %v588, i32 %v587
  %v590 = load float, float addrspace(3)* %v589, align 4
  %v591 = fadd float %v21, %v578
  %v592 = fadd float %v22, %v582
  %v593 = fadd float %v23, %v586
  %v594 = fadd float %v24, %v590
  %v595 = add i64 %v25, 1
  br label %for1
ld7:
  %v230 = load float, float addrspace(1)* %v229, align 4
  br label %ld_next8
ld_next8:
  %v231 = phi float [ %v230, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v232 = icmp ult i64 %v67, %v69
  %v233 = add i64 %v80, 1
  %v234 = add i64 %v78, 1
  %v235 = icmp ult i64 %v234, %v79
  %v236 = and i1 %v232, %v235
  %v237 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v233
  br i1 %v236, label %ld9, label %ld_next10
ld9:
  %v238 = load float, float addrspace(1)* %v237, align 4
  br label %ld_next10
ld_next10:
  %v239 = phi float [ %v238, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v240 = icmp ult i64 %v67, %v69
  %v241 = add i64 %v80, 2
  %v242 = add i64 %v78, 2
  %v243 = icmp ult i64 %v242, %v79
  %v244 = and i1 %v240, %v243
  %v245 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v241
  br i1 %v244, label %ld11, label %ld_next12
ld11:
  %v246 = load float, float addrspace(1)* %v245, align 4
  br label %ld_next12
ld_next12:
  %v247 = phi float [ %v246, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v248 = icmp ult i64 %v67, %v69
  %v249 = add i64 %v80, 3
  %v250 = add i64 %v78, 3
  %v251 = icmp ult i64 %v250, %v79
  %v252 = and i1 %v248, %v251
  %v253 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v249
  br i1 %v252, label %ld13, label %ld_next14
ld13:
  %v254 = load float, float addrspace(1)* %v253, align 4
  br label %ld_next14
ld_next14:
  %v255 = phi float [ %v254, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v256 = mul i64 4, %v68
  %v257 = add i64 %v80, %v256
  %v258 = add i64 %v67, 4
  %v259 = icmp ult i64 %v258, %v69
  %v260 = icmp ult i64 %v78, %v79
  %v261 = and i1 %v259, %v260
  %v262 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v257
  br i1 %v261, label %ld15, label %ld_next16
ld15:
  %v263 = load float, float addrspace(1)* %v262, align 4
  br label %ld_next16
ld_next16:
  %v264 = phi float [ %v263, %ld15 ], [ 0x0000000000000000, %ld_next14 ]
  %v265 = mul i64 4, %v68
  %v266 = add i64 %v80, %v265
  %v267 = add i64 %v67, 4
  %v268 = icmp ult i64 %v267, %v69
  %v269 = add i64 %v266, 1
  %v270 = add i64 %v78, 1
  %v271 = icmp ult i64 %v270, %v79
  %v272 = and i1 %v268, %v271
  %v273 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v269
  br i1 %v272, label %ld17, label %ld_next18
ld17:
  %v274 = load float, float addrspace(1)* %v273, align 4
  br label %ld_next18
ld_next18:
  %v275 = phi float [ %v274, %ld17 ], [ 0x0000000000000000, %ld_next16 ]
  %v276 = mul i64 4, %v68
  %v277 = add i64 %v80, %v276
  %v278 = add i64 %v67, 4
  %v279 = icmp ult i64 %v278, %v69
  %v280 = add i64 %v277, 2
  %v281 = add i64 %v78, 2
  %v282 = icmp ult i64 %v281, %v79
  %v283 = and i1 %v279, %v282
  %v284 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v280
  br i1 %v283, label %ld19, label %ld_next20
ld19:
  %v285 = load float, float addrspace(1)* %v284, align 4
  br label %ld_next20
ld_next20:
  %v286 = phi float [ %v285, %ld19 ], [ 0x0000000000000000, %ld_next18 ]
  %v287 = mul i64 4, %v68
  %v288 = add i64 %v80, %v287
  %v289 = add i64 %v67, 4
  %v290 = icmp ult i64 %v289, %v69
  %v291 = add i64 %v288, 3
  %v292 = add i64 %v78, 3
  %v293 = icmp ult i64 %v292, %v79
  %v294 = and i1 %v290, %v293
  %v295 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v291
  br i1 %v294, label %ld21, label %ld_next22
ld21:
  %v296 = load float, float addrspace(1)* %v295, align 4
  br label %ld_next22
ld_next22:
  %v297 = phi float [ %v296, %ld21 ], [ 0x0000000000000000, %ld_next20 ]
  %v298 = mul i64 8, %v68
  %v299 = add i64 %v80, %v298
  %v300 = add i64 %v67, 8
  %v301 = icmp ult i64 %v300, %v69
  %v302 = icmp ult i64 %v78, %v79
  %v303 = and i1 %v301, %v302
  %v304 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v299
  br i1 %v303, label %ld23, label %ld_next24
ld23:
  %v305 = load float, float addrspace(1)* %v304, align 4
  br label %ld_next24
ld_next24:
  %v306 = phi float [ %v305, %ld23 ], [ 0x0000000000000000, %ld_next22 ]
  %v307 = mul i64 8, %v68
  %v308 = add i64 %v80, %v307
  %v309 = add i64 %v67, 8
  %v310 = icmp ult i64 %v309, %v69
  %v311 = add i64 %v308, 1
  %v312 = add i64 %v78, 1
  %v313 = icmp ult i64 %v312, %v79
  %v314 = and i1 %v310, %v313
  %v315 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v311
  br i1 %v314, label %ld25, label %ld_next26
ld25:
  %v316 = load float, float addrspace(1)* %v315, align 4
  br label %ld_next26
ld_next26:
  %v317 = phi float [ %v316, %ld25 ], [ 0x0000000000000000, %ld_next24 ]
  %v318 = mul i64 8, %v68
  %v319 = add i64 %v80, %v318
  %v320 = add i64 %v67, 8
  %v321 = icmp ult i64 %v320, %v69
  %v322 = add i64 %v319, 2
  %v323 = add i64 %v78, 2
  %v324 = icmp ult i64 %v323, %v79
  %v325 = and i1 %v321, %v324
  %v326 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v322
  br i1 %v325, label %ld27, label %ld_next28
ld27:
  %v327 = load float, float addrspace(1)* %v326, align 4
  br label %ld_next28
ld_next28:
  %v328 = phi float [ %v327, %ld27 ], [ 0x0000000000000000, %ld_next26 ]
  %v329 = mul i64 8, %v68
  %v330 = add i64 %v80, %v329
  %v331 = add i64 %v67, 8
  %v332 = icmp ult i64 %v331, %v69
  %v333 = add i64 %v330, 3
  %v334 = add i64 %v78, 3
  %v335 = icmp ult i64 %v334, %v79
  %v336 = and i1 %v332, %v335
  %v337 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v333
  br i1 %v336, label %ld29, label %ld_next30
ld29:
  %v338 = load float, float addrspace(1)* %v337, align 4
  br label %ld_next30
ld_next30:
  %v339 = phi float [ %v338, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  %v340 = mul i64 12, %v68
  %v341 = add i64 %v80, %v340
  %v342 = add i64 %v67, 12
  %v343 = icmp ult i64 %v342, %v69
  %v344 = icmp ult i64 %v78, %v79
  %v345 = and i1 %v343, %v344
  %v346 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v341
  br i1 %v345, label %ld31, label %ld_next32
ld31:
  %v347 = load float, float addrspace(1)* %v346, align 4
  br label %ld_next32
ld_next32:
  %v348 = phi float [ %v347, %ld31 ], [ 0x0000000000000000, %ld_next30 ]
  %v349 = mul i64 12, %v68
  %v350 = add i64 %v80, %v349
  %v351 = add i64 %v67, 12
  %v352 = icmp ult i64 %v351, %v69
  %v353 = add i64 %v350, 1
  %v354 = add i64 %v78, 1
  %v355 = icmp ult i64 %v354, %v79
  %v356 = and i1 %v352, %v355
  %v357 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v353
  br i1 %v356, label %ld33, label %ld_next34
ld33:
  %v358 = load float, float addrspace(1)* %v357, align 4
  br label %ld_next34
ld_next34:
  %v359 = phi float [ %v358, %ld33 ], [ 0x0000000000000000, %ld_next32 ]
  %v360 = mul i64 12, %v68
  %v361 = add i64 %v80, %v360
  %v362 = add i64 %v67, 12
  %v363 = icmp ult i64 %v362, %v69
  %v364 = add i64 %v361, 2
  %v365 = add i64 %v78, 2
  %v366 = icmp ult i64 %v365, %v79
  %v367 = and i1 %v363, %v366
  %v368 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v364
  br i1 %v367, label %ld35, label %ld_next36
ld35:
  %v369 = load float, float addrspace(1)* %v368, align 4
  br label %ld_next36
ld_next36:
  %v370 = phi float [ %v369, %ld35 ], [ 0x0000000000000000, %ld_next34 ]
  %v371 = mul i64 12, %v68
  %v372 = add i64 %v80, %v371
  %v373 = add i64 %v67, 12
  %v374 = icmp ult i64 %v373, %v69
  %v375 = add i64 %v372, 3
  %v376 = add i64 %v78, 3
  %v377 = icmp ult i64 %v376, %v79
  %v378 = and i1 %v374, %v377
  %v379 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v375
  br i1 %v378, label %ld37, label %ld_next38
ld37:
  %v380 = load float, float addrspace(1)* %v379, align 4
  br label %ld_next38
ld_next38:
  %v381 = phi float [ %v380, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  br label %ld_done6
st_owner39:
  br i1 %v613, label %st_full41, label %st_edge42
join40:
  %v623 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %v624 = zext i32 %p12 to i64
  %v625 = icmp sle i64 1, %v624
  %v626 = icmp sge i64 0, 0
  %v627 = and i1 %v625, %v626
  %v628 = and i32 %v2, 31
  %v629 = icmp eq i32 %v628, 0
  %v630 = and i32 %v3, 7
  %v631 = icmp eq i32 %v630, 0
  %v632 = and i1 %v629, %v631
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.barrier0()
  %v633 = icmp ult i64 0, %v624
  %v634 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  %v635 = and i1 %v633, %v632
  br i1 %v635, label %atom46, label %atom_next47
st_full41:
  %v619 = icmp ult i64 %v608, %v609
  %v620 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v608
  store float %v607, float addrspace(1)* %v620, align 4
  br label %st_done43
st_edge42:
  %v621 = icmp ult i64 %v608, %v609
  %v622 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v608
  br i1 %v621, label %st44, label %join45
st_done43:
  br label %join40
st44:
  store float %v607, float addrspace(1)* %v622, align 4
  br label %join45
join45:
  br label %st_done43
atom46:
  %v636 = atomicrmw add i32 addrspace(1)* %v634, i32 1 monotonic
  %v637 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v638 = getelementptr inbounds i32, i32 addrspace(3)* %v637, i32 0
  store i32 %v636, i32 addrspace(3)* %v638, align 4
  br label %atom_next47
atom_next47:
  %v639 = phi i32 [ %v636, %atom46 ], [ 0, %join40 ]
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier0()
  %v640 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v641 = getelementptr inbounds i32, i32 addrspace(3)* %v640, i32 0
  %v642 = load i32, i32 addrspace(3)* %v641, align 4
  %v643 = icmp ult i64 0, %v624
  %v644 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  %v645 = select i1 %v643, i32 %v642, i32 0
  call void @llvm.nvvm.barrier0()
  %v646 = sub i32 %v623, 1
  %v647 = icmp eq i32 %v645, %v646
  br i1 %v647, label %then48, label %else49
then48:
  %v648 = icmp eq i32 1024, 0
  %v649 = select i1 %v648, i32 1, i32 1024
  %v650 = icmp eq i32 1024, -1
  %v651 = select i1 %v650, i32 1, i32 %v649
  %v652 = sdiv i32 %v623, %v651
  %v653 = sub i32 0, %v652
  %v654 = select i1 %v650, i32 %v653, i32 %v652
  %v655 = srem i32 %v623, %v651
  %v656 = select i1 %v650, i32 0, i32 %v655
  %v657 = icmp ne i32 %v656, 0
  %v658 = xor i32 %v656, 1024
  %v659 = icmp sge i32 %v658, 0
  %v660 = and i1 %v657, %v659
  %v661 = add i32 %v654, 1
  %v662 = select i1 %v660, i32 %v661, i32 %v654
  %v663 = select i1 %v648, i32 0, i32 %v662
  %v664 = sext i32 %v663 to i64
  br label %for51
else49:
  br label %endif50
endif50:
  ret void
for51:
  %v665 = phi float [ 0x0000000000000000, %then48 ], [ %v758, %ld_done56 ]
  %v666 = phi float [ 0x0000000000000000, %then48 ], [ %v759, %ld_done56 ]
  %v667 = phi float [ 0x0000000000000000, %then48 ], [ %v760, %ld_done56 ]
  %v668 = phi float [ 0x0000000000000000, %then48 ], [ %v761, %ld_done56 ]
  %v669 = phi i64 [ 0, %then48 ], [ %v762, %ld_done56 ]
  %v670 = icmp slt i64 %v669, %v664
  %v671 = icmp sgt i64 %v669, %v664
  %v672 = icmp sgt i64 1, 0
  %v673 = select i1 %v672, i1 %v670, i1 %v671
  br i1 %v673, label %body52, label %endfor53
body52:
  %v674 = trunc i64 %v669 to i32
  %v675 = and i32 %v2, 1
  %v676 = shl i32 %v675, 2
  %v677 = lshr i32 %v2, 1
  %v678 = and i32 %v677, 1
  %v679 = shl i32 %v678, 3
  %v680 = or i32 %v676, %v679
  %v681 = lshr i32 %v2, 2
  %v682 = and i32 %v681, 1
  %v683 = shl i32 %v682, 4
  %v684 = or i32 %v680, %v683
  %v685 = lshr i32 %v2, 3
  %v686 = and i32 %v685, 1
  %v687 = shl i32 %v686, 5
  %v688 = or i32 %v684, %v687
  %v689 = lshr i32 %v2, 4
  %v690 = and i32 %v689, 1
  %v691 = shl i32 %v690, 6
  %v692 = or i32 %v688, %v691
  %v693 = and i32 %v3, 1
  %v694 = shl i32 %v693, 7
  %v695 = or i32 %v692, %v694
  %v696 = lshr i32 %v3, 1
  %v697 = and i32 %v696, 1
  %v698 = shl i32 %v697, 8
  %v699 = or i32 %v695, %v698
  %v700 = lshr i32 %v3, 2
  %v701 = and i32 %v700, 1
  %v702 = shl i32 %v701, 9
  %v703 = or i32 %v699, %v702
  %v704 = and i32 %v703, 1023
  %v705 = sext i32 %v674 to i64
  %v706 = mul i64 %v705, 1024
  %v707 = zext i32 %v704 to i64
  %v708 = add i64 %v706, %v707
  %v709 = zext i32 %p9 to i64
  %v710 = add i64 %v706, 1024
  %v711 = icmp sle i64 %v710, %v709
  %v712 = icmp sge i64 %v705, 0
  %v713 = and i1 %v711, %v712
  br i1 %v713, label %ld_full54, label %ld_edge55
endfor53:
  %v763 = fadd float %v665, %v666
  %v764 = fadd float %v763, %v667
  %v765 = fadd float %v764, %v668
  %v766 = bitcast float %v765 to i32
  %v767 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v766, i32 1, i32 31)
  %v768 = bitcast i32 %v767 to float
  %v769 = fadd float %v765, %v768
  %v770 = bitcast float %v769 to i32
  %v771 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v770, i32 2, i32 31)
  %v772 = bitcast i32 %v771 to float
  %v773 = fadd float %v769, %v772
  %v774 = bitcast float %v773 to i32
  %v775 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v774, i32 4, i32 31)
  %v776 = bitcast i32 %v775 to float
  %v777 = fadd float %v773, %v776
  %v778 = bitcast float %v777 to i32
  %v779 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v778, i32 8, i32 31)
  %v780 = bitcast i32 %v779 to float
  %v781 = fadd float %v777, %v780
  %v782 = bitcast float %v781 to i32
  %v783 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v782, i32 16, i32 31)
  %v784 = bitcast i32 %v783 to float
  %v785 = fadd float %v781, %v784
  call void @llvm.nvvm.barrier0()
  %v786 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v787 = getelementptr inbounds float, float addrspace(3)* %v786, i32 %v1
  store float %v785, float addrspace(3)* %v787, align 4
  call void @llvm.nvvm.barrier0()
  %v788 = and i32 %v3, -8
  %v789 = shl i32 %v788, 5
  %v790 = or i32 %v789, %v2
  %v791 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v792 = getelementptr inbounds float, float addrspace(3)* %v791, i32 %v790
  %v793 = load float, float addrspace(3)* %v792, align 4
  %v794 = or i32 %v788, 1
  %v795 = shl i32 %v794, 5
  %v796 = or i32 %v795, %v2
  %v797 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v798 = getelementptr inbounds float, float addrspace(3)* %v797, i32 %v796
  %v799 = load float, float addrspace(3)* %v798, align 4
  %v800 = fadd float %v793, %v799
  %v801 = or i32 %v788, 2
  %v802 = shl i32 %v801, 5
  %v803 = or i32 %v802, %v2
  %v804 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v805 = getelementptr inbounds float, float addrspace(3)* %v804, i32 %v803
  %v806 = load float, float addrspace(3)* %v805, align 4
  %v807 = fadd float %v800, %v806
  %v808 = or i32 %v788, 3
  %v809 = shl i32 %v808, 5
  %v810 = or i32 %v809, %v2
  %v811 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v812 = getelementptr inbounds float, float addrspace(3)* %v811, i32 %v810
  %v813 = load float, float addrspace(3)* %v812, align 4
  %v814 = fadd float %v807, %v813
  %v815 = or i32 %v788, 4
  %v816 = shl i32 %v815, 5
  %v817 = or i32 %v816, %v2
  %v818 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v819 = getelementptr inbounds float, float addrspace(3)* %v818, i32 %v817
  %v820 = load float, float addrspace(3)* %v819, align 4
  %v821 = fadd float %v814, %v820
  %v822 = or i32 %v788, 5
  %v823 = shl i32 %v822, 5
  %v824 = or i32 %v823, %v2
  %v825 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v826 = getelementptr inbounds float, float addrspace(3)* %v825, i32 %v824
  %v827 = load float, float addrspace(3)* %v826, align 4
  %v828 = fadd float %v821, %v827
  %v829 = or i32 %v788, 6
  %v830 = shl i32 %v829, 5
  %v831 = or i32 %v830, %v2
  %v832 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v833 = getelementptr inbounds float, float addrspace(3)* %v832, i32 %v831
  %v834 = load float, float addrspace(3)* %v833, align 4
  %v835 = fadd float %v828, %v834
  %v836 = or i32 %v788, 7
  %v837 = shl i32 %v836, 5
  %v838 = or i32 %v837, %v2
  %v839 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v840 = getelementptr inbounds float, float addrspace(3)* %v839, i32 %v838
  %v841 = load float, float addrspace(3)* %v840, align 4
  %v842 = fadd float %v835, %v841
  %v843 = zext i32 %p6 to i64
  %v844 = icmp sle i64 1, %v843
  %v845 = icmp sge i64 0, 0
  %v846 = and i1 %v844, %v845
  %v847 = and i32 %v2, 31
  %v848 = icmp eq i32 %v847, 0
  %v849 = and i32 %v3, 7
  %v850 = icmp eq i32 %v849, 0
  %v851 = and i1 %v848, %v850
  br i1 %v851, label %st_owner65, label %join66
ld_full54:
  %v714 = icmp ult i64 %v708, %v709
  %v715 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v708
  %v716 = load float, float addrspace(1)* %v715, align 4
  %v717 = add i64 %v708, 1
  %v718 = add i64 %v708, 1
  %v719 = icmp ult i64 %v718, %v709
  %v720 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v717
  %v721 = load float, float addrspace(1)* %v720, align 4
  %v722 = add i64 %v708, 2
  %v723 = add i64 %v708, 2
  %v724 = icmp ult i64 %v723, %v709
  %v725 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v722
  %v726 = load float, float addrspace(1)* %v725, align 4
  %v727 = add i64 %v708, 3
  %v728 = add i64 %v708, 3
  %v729 = icmp ult i64 %v728, %v709
  %v730 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v727
  %v731 = load float, float addrspace(1)* %v730, align 4
  br label %ld_done56
ld_edge55:
  %v732 = icmp ult i64 %v708, %v709
  %v733 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v708
  br i1 %v732, label %ld57, label %ld_next58
ld_done56:
  %v754 = phi float [ %v716, %ld_full54 ], [ %v735, %ld_next64 ]
  %v755 = phi float [ %v721, %ld_full54 ], [ %v741, %ld_next64 ]
  %v756 = phi float [ %v726, %ld_full54 ], [ %v747, %ld_next64 ]
  %v757 = phi float [ %v731, %ld_full54 ], [ %v753, %ld_next64 ]
  %v758 = fadd float %v665, %v754
  %v759 = fadd float %v666, %v755
  %v760 = fadd float %v667, %v756
  %v761 = fadd float %v668, %v757
  %v762 = add i64 %v669, 1
  br label %for51
ld57:
  %v734 = load float, float addrspace(1)* %v733, align 4
  br label %ld_next58
ld_next58:
  %v735 = phi float [ %v734, %ld57 ], [ 0x0000000000000000, %ld_edge55 ]
  %v736 = add i64 %v708, 1
  %v737 = add i64 %v708, 1
  %v738 = icmp ult i64 %v737, %v709
  %v739 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v736
  br i1 %v738, label %ld59, label %ld_next60
ld59:
  %v740 = load float, float addrspace(1)* %v739, align 4
  br label %ld_next60
ld_next60:
  %v741 = phi float [ %v740, %ld59 ], [ 0x0000000000000000, %ld_next58 ]
  %v742 = add i64 %v708, 2
  %v743 = add i64 %v708, 2
  %v744 = icmp ult i64 %v743, %v709
  %v745 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v742
  br i1 %v744, label %ld61, label %ld_next62
ld61:
  %v746 = load float, float addrspace(1)* %v745, align 4
  br label %ld_next62
ld_next62:
  %v747 = phi float [ %v746, %ld61 ], [ 0x0000000000000000, %ld_next60 ]
  %v748 = add i64 %v708, 3
  %v749 = add i64 %v708, 3
  %v750 = icmp ult i64 %v749, %v709
  %v751 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v748
  br i1 %v750, label %ld63, label %ld_next64
ld63:
  %v752 = load float, float addrspace(1)* %v751, align 4
  br label %ld_next64
ld_next64:
  %v753 = phi float [ %v752, %ld63 ], [ 0x0000000000000000, %ld_next62 ]
  br label %ld_done56
st_owner65:
  br i1 %v846, label %st_full67, label %st_edge68
join66:
  %v856 = zext i32 %p12 to i64
  %v857 = icmp sle i64 1, %v856
  %v858 = icmp sge i64 0, 0
  %v859 = and i1 %v857, %v858
  %v860 = and i32 %v2, 31
  %v861 = icmp eq i32 %v860, 0
  %v862 = and i32 %v3, 7
  %v863 = icmp eq i32 %v862, 0
  %v864 = and i1 %v861, %v863
  br i1 %v864, label %st_owner72, label %join73
st_full67:
  %v852 = icmp ult i64 0, %v843
  %v853 = getelementptr inbounds float, float addrspace(1)* %p5, i64 0
  store float %v842, float addrspace(1)* %v853, align 4
  br label %st_done69
st_edge68:
  %v854 = icmp ult i64 0, %v843
  %v855 = getelementptr inbounds float, float addrspace(1)* %p5, i64 0
  br i1 %v854, label %st70, label %join71
st_done69:
  br label %join66
st70:
  store float %v842, float addrspace(1)* %v855, align 4
  br label %join71
join71:
  br label %st_done69
st_owner72:
  br i1 %v859, label %st_full74, label %st_edge75
join73:
  br label %endif50
st_full74:
  %v865 = icmp ult i64 0, %v856
  %v866 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  store i32 0, i32 addrspace(1)* %v866, align 4
  br label %st_done76
st_edge75:
  %v867 = icmp ult i64 0, %v856
  %v868 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  br i1 %v867, label %st77, label %join78
st_done76:
  br label %join73
st77:
  store i32 0, i32 addrspace(1)* %v868, align 4
  br label %join78
join78:
  br label %st_done76
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.membar.gl()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32 addrspace(1)*, i32, i32)* @total_sum, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32 addrspace(1)*, i32, i32)* @total_sum, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
