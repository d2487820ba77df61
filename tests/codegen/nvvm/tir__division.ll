; kernel divisions [BN=128]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @divisions(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9, i16 addrspace(1)* noalias %p10, i32 %p11, i32 %p12, i32 %p13, i32 %p14) {
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
  %v23 = lshr i32 %v22, 7
  %v24 = and i32 %v22, 127
  %v25 = sext i32 %v4 to i64
  %v26 = sext i32 %p3 to i64
  %v27 = zext i32 %p1 to i64
  %v28 = mul i64 %v25, %v26
  %v29 = add i64 %v25, 1
  %v30 = icmp sle i64 %v29, %v27
  %v31 = icmp sge i64 %v25, 0
  %v32 = and i1 %v30, %v31
  %v33 = zext i32 %v24 to i64
  %v34 = zext i32 %p2 to i64
  %v35 = add i64 %v28, %v33
  %v36 = icmp sle i64 128, %v34
  %v37 = icmp sge i64 0, 0
  %v38 = and i1 %v36, %v37
  %v39 = and i1 %v32, %v38
  br i1 %v39, label %ld_full1, label %ld_edge2
ld_full1:
  %v40 = icmp ult i64 %v25, %v27
  %v41 = icmp ult i64 %v33, %v34
  %v42 = and i1 %v40, %v41
  %v43 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v35
  %v44 = bitcast float addrspace(1)* %v43 to <4 x float> addrspace(1)*
  %v45 = load <4 x float>, <4 x float> addrspace(1)* %v44, align 16
  %v46 = extractelement <4 x float> %v45, i32 0
  %v47 = extractelement <4 x float> %v45, i32 1
  %v48 = extractelement <4 x float> %v45, i32 2
  %v49 = extractelement <4 x float> %v45, i32 3
  br label %ld_done3
ld_edge2:
  %v50 = icmp ult i64 %v25, %v27
  %v51 = icmp ult i64 %v33, %v34
  %v52 = and i1 %v50, %v51
  %v53 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v35
  %v54 = bitcast float addrspace(1)* %v53 to <4 x float> addrspace(1)*
  br i1 %v52, label %ld4, label %ld_next5
ld_done3:
  %v64 = phi float [ %v46, %ld_full1 ], [ %v60, %ld_next5 ]
  %v65 = phi float [ %v47, %ld_full1 ], [ %v61, %ld_next5 ]
  %v66 = phi float [ %v48, %ld_full1 ], [ %v62, %ld_next5 ]
  %v67 = phi float [ %v49, %ld_full1 ], [ %v63, %ld_next5 ]
  %v68 = fadd float %v64, %v65
  %v69 = fadd float %v68, %v66
  %v70 = fadd float %v69, %v67
  %v71 = bitcast float %v70 to i32
  %v72 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v71, i32 1, i32 31)
  %v73 = bitcast i32 %v72 to float
  %v74 = fadd float %v70, %v73
  %v75 = bitcast float %v74 to i32
  %v76 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v75, i32 2, i32 31)
  %v77 = bitcast i32 %v76 to float
  %v78 = fadd float %v74, %v77
  %v79 = bitcast float %v78 to i32
  %v80 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v79, i32 4, i32 31)
  %v81 = bitcast i32 %v80 to float
  %v82 = fadd float %v78, %v81
  %v83 = bitcast float %v82 to i32
  %v84 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v83, i32 8, i32 31)
  %v85 = bitcast i32 %v84 to float
  %v86 = fadd float %v82, %v85
  %v87 = bitcast float %v86 to i32
  %v88 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v87, i32 16, i32 31)
  %v89 = bitcast i32 %v88 to float
  %v90 = fadd float %v86, %v89
  %v91 = fadd float %v90, 0x3FF0000000000000
  %v92 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v64, float %v91)
  %v93 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v65, float %v91)
  %v94 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v66, float %v91)
  %v95 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v67, float %v91)
  %v96 = fdiv float %v64, %v91
  %v97 = fdiv float %v65, %v91
  %v98 = fdiv float %v66, %v91
  %v99 = fdiv float %v67, %v91
  %v100 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v101 = fadd float %v92, %v96
  %v102 = fadd float %v93, %v97
  %v103 = fadd float %v94, %v98
  %v104 = fadd float %v95, %v99
  %v105 = and i32 %v2, 1
  %v106 = shl i32 %v105, 2
  %v107 = lshr i32 %v2, 1
  %v108 = and i32 %v107, 1
  %v109 = shl i32 %v108, 3
  %v110 = or i32 %v106, %v109
  %v111 = lshr i32 %v2, 2
  %v112 = and i32 %v111, 1
  %v113 = shl i32 %v112, 4
  %v114 = or i32 %v110, %v113
  %v115 = lshr i32 %v2, 3
  %v116 = and i32 %v115, 1
  %v117 = shl i32 %v116, 5
  %v118 = or i32 %v114, %v117
  %v119 = lshr i32 %v2, 4
  %v120 = and i32 %v119, 1
  %v121 = shl i32 %v120, 6
  %v122 = or i32 %v118, %v121
  %v123 = lshr i32 %v122, 7
  %v124 = and i32 %v122, 127
  %v125 = sext i32 %v100 to i64
  %v126 = sext i32 %p8 to i64
  %v127 = zext i32 %p6 to i64
  %v128 = mul i64 %v125, %v126
  %v129 = add i64 %v125, 1
  %v130 = icmp sle i64 %v129, %v127
  %v131 = icmp sge i64 %v125, 0
  %v132 = and i1 %v130, %v131
  %v133 = zext i32 %v124 to i64
  %v134 = zext i32 %p7 to i64
  %v135 = add i64 %v128, %v133
  %v136 = icmp sle i64 128, %v134
  %v137 = icmp sge i64 0, 0
  %v138 = and i1 %v136, %v137
  %v139 = and i1 %v132, %v138
  %v140 = and i32 %v3, 3
  %v141 = icmp eq i32 %v140, 0
  br i1 %v141, label %st_owner6, label %join7
ld4:
  %v55 = load <4 x float>, <4 x float> addrspace(1)* %v54, align 16
  %v56 = extractelement <4 x float> %v55, i32 0
  %v57 = extractelement <4 x float> %v55, i32 1
  %v58 = extractelement <4 x float> %v55, i32 2
  %v59 = extractelement <4 x float> %v55, i32 3
  br label %ld_next5
ld_next5:
  %v60 = phi float [ %v56, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v61 = phi float [ %v57, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v62 = phi float [ %v58, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v63 = phi float [ %v59, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  br label %ld_done3
st_owner6:
  br i1 %v139, label %st_full8, label %st_edge9
join7:
  %v160 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v161 = and i32 %v2, 1
  %v162 = shl i32 %v161, 3
  %v163 = lshr i32 %v2, 1
  %v164 = and i32 %v163, 1
  %v165 = shl i32 %v164, 4
  %v166 = or i32 %v162, %v165
  %v167 = lshr i32 %v2, 2
  %v168 = and i32 %v167, 1
  %v169 = shl i32 %v168, 5
  %v170 = or i32 %v166, %v169
  %v171 = lshr i32 %v2, 3
  %v172 = and i32 %v171, 1
  %v173 = shl i32 %v172, 6
  %v174 = or i32 %v170, %v173
  %v175 = lshr i32 %v174, 7
  %v176 = and i32 %v174, 127
  %v177 = sext i32 %v160 to i64
  %v178 = sext i32 %p13 to i64
  %v179 = zext i32 %p11 to i64
  %v180 = mul i64 %v177, %v178
  %v181 = add i64 %v177, 1
  %v182 = icmp sle i64 %v181, %v179
  %v183 = icmp sge i64 %v177, 0
  %v184 = and i1 %v182, %v183
  %v185 = zext i32 %v176 to i64
  %v186 = zext i32 %p12 to i64
  %v187 = add i64 %v180, %v185
  %v188 = icmp sle i64 128, %v186
  %v189 = icmp sge i64 0, 0
  %v190 = and i1 %v188, %v189
  %v191 = and i1 %v184, %v190
  br i1 %v191, label %ld_full13, label %ld_edge14
st_full8:
  %v142 = icmp ult i64 %v125, %v127
  %v143 = icmp ult i64 %v133, %v134
  %v144 = and i1 %v142, %v143
  %v145 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v135
  %v146 = insertelement <4 x float> undef, float %v101, i32 0
  %v147 = insertelement <4 x float> %v146, float %v102, i32 1
  %v148 = insertelement <4 x float> %v147, float %v103, i32 2
  %v149 = insertelement <4 x float> %v148, float %v104, i32 3
  %v150 = bitcast float addrspace(1)* %v145 to <4 x float> addrspace(1)*
  store <4 x float> %v149, <4 x float> addrspace(1)* %v150, align 16
  br label %st_done10
st_edge9:
  %v151 = icmp ult i64 %v125, %v127
  %v152 = icmp ult i64 %v133, %v134
  %v153 = and i1 %v151, %v152
  %v154 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v135
  br i1 %v153, label %st11, label %join12
st_done10:
  br label %join7
st11:
  %v155 = insertelement <4 x float> undef, float %v101, i32 0
  %v156 = insertelement <4 x float> %v155, float %v102, i32 1
  %v157 = insertelement <4 x float> %v156, float %v103, i32 2
  %v158 = insertelement <4 x float> %v157, float %v104, i32 3
  %v159 = bitcast float addrspace(1)* %v154 to <4 x float> addrspace(1)*
  store <4 x float> %v158, <4 x float> addrspace(1)* %v159, align 16
  br label %join12
join12:
  br label %st_done10
ld_full13:
  %v192 = icmp ult i64 %v177, %v179
  %v193 = icmp ult i64 %v185, %v186
  %v194 = and i1 %v192, %v193
  %v195 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v187
  %v196 = bitcast i16 addrspace(1)* %v195 to <4 x i32> addrspace(1)*
  %v197 = load <4 x i32>, <4 x i32> addrspace(1)* %v196, align 16
  %v198 = extractelement <4 x i32> %v197, i32 0
  %v199 = trunc i32 %v198 to i16
  %v200 = zext i16 %v199 to i32
  %v201 = shl i32 %v200, 16
  %v202 = bitcast i32 %v201 to float
  %v203 = extractelement <4 x i32> %v197, i32 0
  %v204 = lshr i32 %v203, 16
  %v205 = trunc i32 %v204 to i16
  %v206 = zext i16 %v205 to i32
  %v207 = shl i32 %v206, 16
  %v208 = bitcast i32 %v207 to float
  %v209 = extractelement <4 x i32> %v197, i32 1
  %v210 = trunc i32 %v209 to i16
  %v211 = zext i16 %v210 to i32
  %v212 = shl i32 %v211, 16
  %v213 = bitcast i32 %v212 to float
  %v214 = extractelement <4 x i32> %v197, i32 1
  %v215 = lshr i32 %v214, 16
  %v216 = trunc i32 %v215 to i16
  %v217 = zext i16 %v216 to i32
  %v218 = shl i32 %v217, 16
  %v219 = bitcast i32 %v218 to float
  %v220 = extractelement <4 x i32> %v197, i32 2
  %v221 = trunc i32 %v220 to i16
  %v222 = zext i16 %v221 to i32
  %v223 = shl i32 %v222, 16
  %v224 = bitcast i32 %v223 to float
  %v225 = extractelement <4 x i32> %v197, i32 2
  %v226 = lshr i32 %v225, 16
  %v227 = trunc i32 %v226 to i16
  %v228 = zext i16 %v227 to i32
  %v229 = shl i32 %v228, 16
  %v230 = bitcast i32 %v229 to float
  %v231 = extractelement <4 x i32> %v197, i32 3
  %v232 = trunc i32 %v231 to i16
  %v233 = zext i16 %v232 to i32
  %v234 = shl i32 %v233, 16
  %v235 = bitcast i32 %v234 to float
  %v236 = extractelement <4 x i32> %v197, i32 3
  %v237 = lshr i32 %v236, 16
  %v238 = trunc i32 %v237 to i16
  %v239 = zext i16 %v238 to i32
  %v240 = shl i32 %v239, 16
  %v241 = bitcast i32 %v240 to float
  br label %ld_done15
ld_edge14:
  %v242 = icmp ult i64 %v177, %v179
  %v243 = icmp ult i64 %v185, %v186
  %v244 = and i1 %v242, %v243
  %v245 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v187
  %v246 = bitcast i16 addrspace(1)* %v245 to <4 x i32> addrspace(1)*
  br i1 %v244, label %ld16, label %ld_next17
ld_done15:
  %v300 = phi float [ %v202, %ld_full13 ], [ %v292, %ld_next17 ]
  %v301 = phi float [ %v208, %ld_full13 ], [ %v293, %ld_next17 ]
  %v302 = phi float [ %v213, %ld_full13 ], [ %v294, %ld_next17 ]
  %v303 = phi float [ %v219, %ld_full13 ], [ %v295, %ld_next17 ]
  %v304 = phi float [ %v224, %ld_full13 ], [ %v296, %ld_next17 ]
  %v305 = phi float [ %v230, %ld_full13 ], [ %v297, %ld_next17 ]
  %v306 = phi float [ %v235, %ld_full13 ], [ %v298, %ld_next17 ]
  %v307 = phi float [ %v241, %ld_full13 ], [ %v299, %ld_next17 ]
  %v308 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v309 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v91)
  %v310 = zext i16 %v309 to i32
  %v311 = shl i32 %v310, 16
  %v312 = bitcast i32 %v311 to float
  %v313 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v300, float %v312)
  %v314 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v313)
  %v315 = zext i16 %v314 to i32
  %v316 = shl i32 %v315, 16
  %v317 = bitcast i32 %v316 to float
  %v318 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v301, float %v312)
  %v319 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v318)
  %v320 = zext i16 %v319 to i32
  %v321 = shl i32 %v320, 16
  %v322 = bitcast i32 %v321 to float
  %v323 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v302, float %v312)
  %v324 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v323)
  %v325 = zext i16 %v324 to i32
  %v326 = shl i32 %v325, 16
  %v327 = bitcast i32 %v326 to float
  %v328 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v303, float %v312)
  %v329 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v328)
  %v330 = zext i16 %v329 to i32
  %v331 = shl i32 %v330, 16
  %v332 = bitcast i32 %v331 to float
  %v333 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v304, float %v312)
  %v334 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v333)
  %v335 = zext i16 %v334 to i32
  %v336 = shl i32 %v335, 16
  %v337 = bitcast i32 %v336 to float
  %v338 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v305, float %v312)
  %v339 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v338)
  %v340 = zext i16 %v339 to i32
  %v341 = shl i32 %v340, 16
  %v342 = bitcast i32 %v341 to float
  %v343 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v306, float %v312)
  %v344 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v343)
  %v345 = zext i16 %v344 to i32
  %v346 = shl i32 %v345, 16
  %v347 = bitcast i32 %v346 to float
  %v348 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v307, float %v312)
  %v349 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v348)
  %v350 = zext i16 %v349 to i32
  %v351 = shl i32 %v350, 16
  %v352 = bitcast i32 %v351 to float
  %v353 = and i32 %v2, 1
  %v354 = shl i32 %v353, 3
  %v355 = lshr i32 %v2, 1
  %v356 = and i32 %v355, 1
  %v357 = shl i32 %v356, 4
  %v358 = or i32 %v354, %v357
  %v359 = lshr i32 %v2, 2
  %v360 = and i32 %v359, 1
  %v361 = shl i32 %v360, 5
  %v362 = or i32 %v358, %v361
  %v363 = lshr i32 %v2, 3
  %v364 = and i32 %v363, 1
  %v365 = shl i32 %v364, 6
  %v366 = or i32 %v362, %v365
  %v367 = lshr i32 %v366, 7
  %v368 = and i32 %v366, 127
  %v369 = sext i32 %v308 to i64
  %v370 = sext i32 %p13 to i64
  %v371 = zext i32 %p11 to i64
  %v372 = mul i64 %v369, %v370
  %v373 = add i64 %v369, 1
  %v374 = icmp sle i64 %v373, %v371
  %v375 = icmp sge i64 %v369, 0
  %v376 = and i1 %v374, %v375
  %v377 = zext i32 %v368 to i64
  %v378 = zext i32 %p12 to i64
  %v379 = add i64 %v372, %v377
  %v380 = icmp sle i64 128, %v378
  %v381 = icmp sge i64 0, 0
  %v382 = and i1 %v380, %v381
  %v383 = and i1 %v376, %v382
  %v384 = and i32 %v2, 16
  %v385 = icmp eq i32 %v384, 0
  %v386 = and i32 %v3, 3
  %v387 = icmp eq i32 %v386, 0
  %v388 = and i1 %v385, %v387
  br i1 %v388, label %st_owner18, label %join19
ld16:
  %v247 = load <4 x i32>, <4 x i32> addrspace(1)* %v246, align 16
  %v248 = extractelement <4 x i32> %v247, i32 0
  %v249 = trunc i32 %v248 to i16
  %v250 = zext i16 %v249 to i32
  %v251 = shl i32 %v250, 16
  %v252 = bitcast i32 %v251 to float
  %v253 = extractelement <4 x i32> %v247, i32 0
  %v254 = lshr i32 %v253, 16
  %v255 = trunc i32 %v254 to i16
  %v256 = zext i16 %v255 to i32
  %v257 = shl i32 %v256, 16
  %v258 = bitcast i32 %v257 to float
  %v259 = extractelement <4 x i32> %v247, i32 1
  %v260 = trunc i32 %v259 to i16
  %v261 = zext i16 %v260 to i32
  %v262 = shl i32 %v261, 16
  %v263 = bitcast i32 %v262 to float
  %v264 = extractelement <4 x i32> %v247, i32 1
  %v265 = lshr i32 %v264, 16
  %v266 = trunc i32 %v265 to i16
  %v267 = zext i16 %v266 to i32
  %v268 = shl i32 %v267, 16
  %v269 = bitcast i32 %v268 to float
  %v270 = extractelement <4 x i32> %v247, i32 2
  %v271 = trunc i32 %v270 to i16
  %v272 = zext i16 %v271 to i32
  %v273 = shl i32 %v272, 16
  %v274 = bitcast i32 %v273 to float
  %v275 = extractelement <4 x i32> %v247, i32 2
  %v276 = lshr i32 %v275, 16
  %v277 = trunc i32 %v276 to i16
  %v278 = zext i16 %v277 to i32
  %v279 = shl i32 %v278, 16
  %v280 = bitcast i32 %v279 to float
  %v281 = extractelement <4 x i32> %v247, i32 3
  %v282 = trunc i32 %v281 to i16
  %v283 = zext i16 %v282 to i32
  %v284 = shl i32 %v283, 16
  %v285 = bitcast i32 %v284 to float
  %v286 = extractelement <4 x i32> %v247, i32 3
  %v287 = lshr i32 %v286, 16
  %v288 = trunc i32 %v287 to i16
  %v289 = zext i16 %v288 to i32
  %v290 = shl i32 %v289, 16
  %v291 = bitcast i32 %v290 to float
  br label %ld_next17
ld_next17:
  %v292 = phi float [ %v252, %ld16 ], [ 0x0000000000000000, %ld_edge14 ]
  %v293 = phi float [ %v258, %ld16 ], [ 0x0000000000000000, %ld_edge14 ]
  %v294 = phi float [ %v263, %ld16 ], [ 0x0000000000000000, %ld_edge14 ]
  %v295 = phi float [ %v269, %ld16 ], [ 0x0000000000000000, %ld_edge14 ]
  %v296 = phi float [ %v274, %ld16 ], [ 0x0000000000000000, %ld_edge14 ]
  %v297 = phi float [ %v280, %ld16 ], [ 0x0000000000000000, %ld_edge14 ]
  %v298 = phi float [ %v285, %ld16 ], [ 0x0000000000000000, %ld_edge14 ]
  %v299 = phi float [ %v291, %ld16 ], [ 0x0000000000000000, %ld_edge14 ]
  br label %ld_done15
st_owner18:
  br i1 %v383, label %st_full20, label %st_edge21
join19:
  ret void
st_full20:
  %v389 = icmp ult i64 %v369, %v371
  %v390 = icmp ult i64 %v377, %v378
  %v391 = and i1 %v389, %v390
  %v392 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v379
  %v393 = bitcast float %v317 to i32
  %v394 = lshr i32 %v393, 16
  %v395 = trunc i32 %v394 to i16
  %v396 = bitcast float %v322 to i32
  %v397 = lshr i32 %v396, 16
  %v398 = trunc i32 %v397 to i16
  %v399 = bitcast float %v327 to i32
  %v400 = lshr i32 %v399, 16
  %v401 = trunc i32 %v400 to i16
  %v402 = bitcast float %v332 to i32
  %v403 = lshr i32 %v402, 16
  %v404 = trunc i32 %v403 to i16
  %v405 = bitcast float %v337 to i32
  %v406 = lshr i32 %v405, 16
  %v407 = trunc i32 %v406 to i16
  %v408 = bitcast float %v342 to i32
  %v409 = lshr i32 %v408, 16
  %v410 = trunc i32 %v409 to i16
  %v411 = bitcast float %v347 to i32
  %v412 = lshr i32 %v411, 16
  %v413 = trunc i32 %v412 to i16
  %v414 = bitcast float %v352 to i32
  %v415 = lshr i32 %v414, 16
  %v416 = trunc i32 %v415 to i16
  %v417 = zext i16 %v395 to i32
  %v418 = zext i16 %v398 to i32
  %v419 = shl i32 %v418, 16
  %v420 = or i32 %v417, %v419
  %v421 = zext i16 %v401 to i32
  %v422 = zext i16 %v404 to i32
  %v423 = shl i32 %v422, 16
  %v424 = or i32 %v421, %v423
  %v425 = zext i16 %v407 to i32
  %v426 = zext i16 %v410 to i32
  %v427 = shl i32 %v426, 16
  %v428 = or i32 %v425, %v427
  %v429 = zext i16 %v413 to i32
  %v430 = zext i16 %v416 to i32
  %v431 = shl i32 %v430, 16
  %v432 = or i32 %v429, %v431
  %v433 = insertelement <4 x i32> undef, i32 %v420, i32 0
  %v434 = insertelement <4 x i32> %v433, i32 %v424, i32 1
  %v435 = insertelement <4 x i32> %v434, i32 %v428, i32 2
  %v436 = insertelement <4 x i32> %v435, i32 %v432, i32 3
  %v437 = bitcast i16 addrspace(1)* %v392 to <4 x i32> addrspace(1)*
  store <4 x i32> %v436, <4 x i32> addrspace(1)* %v437, align 16
  br label %st_done22
st_edge21:
  %v438 = icmp ult i64 %v369, %v371
  %v439 = icmp ult i64 %v377, %v378
  %v440 = and i1 %v438, %v439
  %v441 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v379
  br i1 %v440, label %st23, label %join24
st_done22:
  br label %join19
st23:
  %v442 = bitcast float %v317 to i32
  %v443 = lshr i32 %v442, 16
  %v444 = trunc i32 %v443 to i16
  %v445 = bitcast float %v322 to i32
  %v446 = lshr i32 %v445, 16
  %v447 = trunc i32 %v446 to i16
  %v448 = bitcast float %v327 to i32
  %v449 = lshr i32 %v448, 16
  %v450 = trunc i32 %v449 to i16
  %v451 = bitcast float %v332 to i32
  %v452 = lshr i32 %v451, 16
  %v453 = trunc i32 %v452 to i16
  %v454 = bitcast float %v337 to i32
  %v455 = lshr i32 %v454, 16
  %v456 = trunc i32 %v455 to i16
  %v457 = bitcast float %v342 to i32
  %v458 = lshr i32 %v457, 16
  %v459 = trunc i32 %v458 to i16
  %v460 = bitcast float %v347 to i32
  %v461 = lshr i32 %v460, 16
  %v462 = trunc i32 %v461 to i16
  %v463 = bitcast float %v352 to i32
  %v464 = lshr i32 %v463, 16
  %v465 = trunc i32 %v464 to i16
  %v466 = zext i16 %v444 to i32
  %v467 = zext i16 %v447 to i32
  %v468 = shl i32 %v467, 16
  %v469 = or i32 %v466, %v468
  %v470 = zext i16 %v450 to i32
  %v471 = zext i16 %v453 to i32
  %v472 = shl i32 %v471, 16
  %v473 = or i32 %v470, %v472
  %v474 = zext i16 %v456 to i32
  %v475 = zext i16 %v459 to i32
  %v476 = shl i32 %v475, 16
  %v477 = or i32 %v474, %v476
  %v478 = zext i16 %v462 to i32
  %v479 = zext i16 %v465 to i32
  %v480 = shl i32 %v479, 16
  %v481 = or i32 %v478, %v480
  %v482 = insertelement <4 x i32> undef, i32 %v469, i32 0
  %v483 = insertelement <4 x i32> %v482, i32 %v473, i32 1
  %v484 = insertelement <4 x i32> %v483, i32 %v477, i32 2
  %v485 = insertelement <4 x i32> %v484, i32 %v481, i32 3
  %v486 = bitcast i16 addrspace(1)* %v441 to <4 x i32> addrspace(1)*
  store <4 x i32> %v485, <4 x i32> addrspace(1)* %v486, align 16
  br label %join24
join24:
  br label %st_done22
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32, i16 addrspace(1)*, i32, i32, i32, i32)* @divisions, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32, i16 addrspace(1)*, i32, i32, i32, i32)* @divisions, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
