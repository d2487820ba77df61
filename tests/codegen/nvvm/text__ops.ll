; kernel float_ops []
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @float_ops(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
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
  %v19 = and i32 %v18, 63
  %v20 = sext i32 %v4 to i64
  %v21 = mul i64 %v20, 64
  %v22 = zext i32 %v19 to i64
  %v23 = add i64 %v21, %v22
  %v24 = zext i32 %p1 to i64
  %v25 = add i64 %v21, 64
  %v26 = icmp sle i64 %v25, %v24
  %v27 = icmp sge i64 %v20, 0
  %v28 = and i1 %v26, %v27
  br i1 %v28, label %ld_full1, label %ld_edge2
ld_full1:
  %v29 = icmp ult i64 %v23, %v24
  %v30 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v23
  %v31 = load float, float addrspace(1)* %v30, align 4
  %v32 = add i64 %v23, 1
  %v33 = add i64 %v23, 1
  %v34 = icmp ult i64 %v33, %v24
  %v35 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v32
  %v36 = load float, float addrspace(1)* %v35, align 4
  %v37 = add i64 %v23, 2
  %v38 = add i64 %v23, 2
  %v39 = icmp ult i64 %v38, %v24
  %v40 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v37
  %v41 = load float, float addrspace(1)* %v40, align 4
  %v42 = add i64 %v23, 3
  %v43 = add i64 %v23, 3
  %v44 = icmp ult i64 %v43, %v24
  %v45 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v42
  %v46 = load float, float addrspace(1)* %v45, align 4
  br label %ld_done3
ld_edge2:
  %v47 = icmp ult i64 %v23, %v24
  %v48 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v23
  br i1 %v47, label %ld4, label %ld_next5
ld_done3:
  %v69 = phi float [ %v31, %ld_full1 ], [ %v50, %ld_next11 ]
  %v70 = phi float [ %v36, %ld_full1 ], [ %v56, %ld_next11 ]
  %v71 = phi float [ %v41, %ld_full1 ], [ %v62, %ld_next11 ]
  %v72 = phi float [ %v46, %ld_full1 ], [ %v68, %ld_next11 ]
  %v73 = fsub float 0x8000000000000000, %v69
  %v74 = fsub float 0x8000000000000000, %v70
  %v75 = fsub float 0x8000000000000000, %v71
  %v76 = fsub float 0x8000000000000000, %v72
  %v77 = call float @__nv_fabsf(float %v73)
  %v78 = call float @__nv_fabsf(float %v74)
  %v79 = call float @__nv_fabsf(float %v75)
  %v80 = call float @__nv_fabsf(float %v76)
  %v81 = call float @__nv_exp2f(float %v77)
  %v82 = call float @__nv_exp2f(float %v78)
  %v83 = call float @__nv_exp2f(float %v79)
  %v84 = call float @__nv_exp2f(float %v80)
  %v85 = call float @__nv_logf(float %v81)
  %v86 = call float @__nv_logf(float %v82)
  %v87 = call float @__nv_logf(float %v83)
  %v88 = call float @__nv_logf(float %v84)
  %v89 = call float @__nv_log2f(float %v85)
  %v90 = call float @__nv_log2f(float %v86)
  %v91 = call float @__nv_log2f(float %v87)
  %v92 = call float @__nv_log2f(float %v88)
  %v93 = call float @llvm.sqrt.f32(float %v89)
  %v94 = call float @llvm.sqrt.f32(float %v90)
  %v95 = call float @llvm.sqrt.f32(float %v91)
  %v96 = call float @llvm.sqrt.f32(float %v92)
  %v97 = call float @__nv_sinf(float %v93)
  %v98 = call float @__nv_sinf(float %v94)
  %v99 = call float @__nv_sinf(float %v95)
  %v100 = call float @__nv_sinf(float %v96)
  %v101 = call float @__nv_cosf(float %v97)
  %v102 = call float @__nv_cosf(float %v98)
  %v103 = call float @__nv_cosf(float %v99)
  %v104 = call float @__nv_cosf(float %v100)
  %v105 = call float @__nv_tanf(float %v101)
  %v106 = call float @__nv_tanf(float %v102)
  %v107 = call float @__nv_tanf(float %v103)
  %v108 = call float @__nv_tanf(float %v104)
  %v109 = call float @__nv_tanhf(float %v105)
  %v110 = call float @__nv_tanhf(float %v106)
  %v111 = call float @__nv_tanhf(float %v107)
  %v112 = call float @__nv_tanhf(float %v108)
  %v113 = call float @__nv_floorf(float %v109)
  %v114 = call float @__nv_floorf(float %v110)
  %v115 = call float @__nv_floorf(float %v111)
  %v116 = call float @__nv_floorf(float %v112)
  %v117 = call float @__nv_ceilf(float %v113)
  %v118 = call float @__nv_ceilf(float %v114)
  %v119 = call float @__nv_ceilf(float %v115)
  %v120 = call float @__nv_ceilf(float %v116)
  %v121 = call float @__nv_powf(float %v117, float %v69)
  %v122 = call float @__nv_powf(float %v118, float %v70)
  %v123 = call float @__nv_powf(float %v119, float %v71)
  %v124 = call float @__nv_powf(float %v120, float %v72)
  %v125 = fdiv float %v121, %v69
  %v126 = call float @__nv_floorf(float %v125)
  %v127 = fdiv float %v122, %v70
  %v128 = call float @__nv_floorf(float %v127)
  %v129 = fdiv float %v123, %v71
  %v130 = call float @__nv_floorf(float %v129)
  %v131 = fdiv float %v124, %v72
  %v132 = call float @__nv_floorf(float %v131)
  %v133 = call float @__nv_fmodf(float %v126, float %v69)
  %v134 = fcmp olt float %v133, 0x0000000000000000
  %v135 = fcmp olt float %v69, 0x0000000000000000
  %v136 = xor i1 %v134, %v135
  %v137 = fcmp une float %v133, 0x0000000000000000
  %v138 = and i1 %v136, %v137
  %v139 = fadd float %v133, %v69
  %v140 = select i1 %v138, float %v139, float %v133
  %v141 = call float @__nv_copysignf(float 0x0000000000000000, float %v69)
  %v142 = fcmp oeq float %v140, 0x0000000000000000
  %v143 = select i1 %v142, float %v141, float %v140
  %v144 = call float @__nv_fmodf(float %v128, float %v70)
  %v145 = fcmp olt float %v144, 0x0000000000000000
  %v146 = fcmp olt float %v70, 0x0000000000000000
  %v147 = xor i1 %v145, %v146
  %v148 = fcmp une float %v144, 0x0000000000000000
  %v149 = and i1 %v147, %v148
  %v150 = fadd float %v144, %v70
  %v151 = select i1 %v149, float %v150, float %v144
  %v152 = call float @__nv_copysignf(float 0x0000000000000000, float %v70)
  %v153 = fcmp oeq float %v151, 0x0000000000000000
  %v154 = select i1 %v153, float %v152, float %v151
  %v155 = call float @__nv_fmodf(float %v130, float %v71)
  %v156 = fcmp olt float %v155, 0x0000000000000000
  %v157 = fcmp olt float %v71, 0x0000000000000000
  %v158 = xor i1 %v156, %v157
  %v159 = fcmp une float %v155, 0x0000000000000000
  %v160 = and i1 %v158, %v159
  %v161 = fadd float %v155, %v71
  %v162 = select i1 %v160, float %v161, float %v155
  %v163 = call float @__nv_copysignf(float 0x0000000000000000, float %v71)
  %v164 = fcmp oeq float %v162, 0x0000000000000000
  %v165 = select i1 %v164, float %v163, float %v162
  %v166 = call float @__nv_fmodf(float %v132, float %v72)
  %v167 = fcmp olt float %v166, 0x0000000000000000
  %v168 = fcmp olt float %v72, 0x0000000000000000
  %v169 = xor i1 %v167, %v168
  %v170 = fcmp une float %v166, 0x0000000000000000
  %v171 = and i1 %v169, %v170
  %v172 = fadd float %v166, %v72
  %v173 = select i1 %v171, float %v172, float %v166
  %v174 = call float @__nv_copysignf(float 0x0000000000000000, float %v72)
  %v175 = fcmp oeq float %v173, 0x0000000000000000
  %v176 = select i1 %v175, float %v174, float %v173
  %v177 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v143, float %v69)
  %v178 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v154, float %v70)
  %v179 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v165, float %v71)
  %v180 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v176, float %v72)
  %v181 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v177, float %v69)
  %v182 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v178, float %v70)
  %v183 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v179, float %v71)
  %v184 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v180, float %v72)
  %v185 = fcmp une float %v181, %v69
  %v186 = fcmp une float %v182, %v70
  %v187 = fcmp une float %v183, %v71
  %v188 = fcmp une float %v184, %v72
  %v189 = fcmp ole float %v181, %v69
  %v190 = fcmp ole float %v182, %v70
  %v191 = fcmp ole float %v183, %v71
  %v192 = fcmp ole float %v184, %v72
  %v193 = and i1 %v185, %v189
  %v194 = and i1 %v186, %v190
  %v195 = and i1 %v187, %v191
  %v196 = and i1 %v188, %v192
  %v197 = xor i1 %v193, true
  %v198 = xor i1 %v194, true
  %v199 = xor i1 %v195, true
  %v200 = xor i1 %v196, true
  %v201 = select i1 %v197, float %v181, float %v69
  %v202 = select i1 %v198, float %v182, float %v70
  %v203 = select i1 %v199, float %v183, float %v71
  %v204 = select i1 %v200, float %v184, float %v72
  call void @llvm.nvvm.barrier0()
  %v205 = and i32 %v2, 1
  %v206 = shl i32 %v205, 2
  %v207 = lshr i32 %v2, 1
  %v208 = and i32 %v207, 1
  %v209 = shl i32 %v208, 3
  %v210 = or i32 %v206, %v209
  %v211 = lshr i32 %v2, 2
  %v212 = and i32 %v211, 1
  %v213 = shl i32 %v212, 4
  %v214 = or i32 %v210, %v213
  %v215 = lshr i32 %v2, 3
  %v216 = and i32 %v215, 1
  %v217 = shl i32 %v216, 5
  %v218 = or i32 %v214, %v217
  %v219 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v220 = getelementptr inbounds float, float addrspace(3)* %v219, i32 %v218
  store float %v201, float addrspace(3)* %v220, align 4
  %v221 = or i32 %v218, 1
  %v222 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v223 = getelementptr inbounds float, float addrspace(3)* %v222, i32 %v221
  store float %v202, float addrspace(3)* %v223, align 4
  %v224 = or i32 %v218, 2
  %v225 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v226 = getelementptr inbounds float, float addrspace(3)* %v225, i32 %v224
  store float %v203, float addrspace(3)* %v226, align 4
  %v227 = or i32 %v218, 3
  %v228 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v229 = getelementptr inbounds float, float addrspace(3)* %v228, i32 %v227
  store float %v204, float addrspace(3)* %v229, align 4
  call void @llvm.nvvm.barrier0()
  %v230 = and i32 %v2, 1
  %v231 = shl i32 %v230, 2
  %v232 = lshr i32 %v2, 1
  %v233 = and i32 %v232, 1
  %v234 = shl i32 %v233, 3
  %v235 = or i32 %v231, %v234
  %v236 = lshr i32 %v2, 2
  %v237 = and i32 %v236, 1
  %v238 = shl i32 %v237, 4
  %v239 = or i32 %v235, %v238
  %v240 = lshr i32 %v2, 3
  %v241 = and i32 %v240, 1
  %v242 = shl i32 %v241, 5
  %v243 = or i32 %v239, %v242
  %v244 = and i32 %v243, 63
  %v245 = add i32 %v244, 1
  %v246 = add i32 %v244, 2
  %v247 = add i32 %v244, 3
  br label %scan12
ld4:
  %v49 = load float, float addrspace(1)* %v48, align 4
  br label %ld_next5
ld_next5:
  %v50 = phi float [ %v49, %ld4 ], [ 0x7FF8000000000000, %ld_edge2 ]
  %v51 = add i64 %v23, 1
  %v52 = add i64 %v23, 1
  %v53 = icmp ult i64 %v52, %v24
  %v54 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v51
  br i1 %v53, label %ld6, label %ld_next7
ld6:
  %v55 = load float, float addrspace(1)* %v54, align 4
  br label %ld_next7
ld_next7:
  %v56 = phi float [ %v55, %ld6 ], [ 0x7FF8000000000000, %ld_next5 ]
  %v57 = add i64 %v23, 2
  %v58 = add i64 %v23, 2
  %v59 = icmp ult i64 %v58, %v24
  %v60 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v57
  br i1 %v59, label %ld8, label %ld_next9
ld8:
  %v61 = load float, float addrspace(1)* %v60, align 4
  br label %ld_next9
ld_next9:
  %v62 = phi float [ %v61, %ld8 ], [ 0x7FF8000000000000, %ld_next7 ]
  %v63 = add i64 %v23, 3
  %v64 = add i64 %v23, 3
  %v65 = icmp ult i64 %v64, %v24
  %v66 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v63
  br i1 %v65, label %ld10, label %ld_next11
ld10:
  %v67 = load float, float addrspace(1)* %v66, align 4
  br label %ld_next11
ld_next11:
  %v68 = phi float [ %v67, %ld10 ], [ 0x7FF8000000000000, %ld_next9 ]
  br label %ld_done3
scan12:
  %v248 = phi i32 [ 0, %ld_done3 ], [ %v278, %scan12 ]
  %v249 = phi float [ 0x0000000000000000, %ld_done3 ], [ %v259, %scan12 ]
  %v250 = phi float [ 0x0000000000000000, %ld_done3 ], [ %v265, %scan12 ]
  %v251 = phi float [ 0x0000000000000000, %ld_done3 ], [ %v271, %scan12 ]
  %v252 = phi float [ 0x0000000000000000, %ld_done3 ], [ %v277, %scan12 ]
  %v253 = sub i32 63, %v248
  %v254 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v255 = getelementptr inbounds float, float addrspace(3)* %v254, i32 %v253
  %v256 = load float, float addrspace(3)* %v255, align 4
  %v257 = fadd float %v249, %v256
  %v258 = icmp sge i32 %v253, %v244
  %v259 = select i1 %v258, float %v257, float %v249
  %v260 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v261 = getelementptr inbounds float, float addrspace(3)* %v260, i32 %v253
  %v262 = load float, float addrspace(3)* %v261, align 4
  %v263 = fadd float %v250, %v262
  %v264 = icmp sge i32 %v253, %v245
  %v265 = select i1 %v264, float %v263, float %v250
  %v266 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v267 = getelementptr inbounds float, float addrspace(3)* %v266, i32 %v253
  %v268 = load float, float addrspace(3)* %v267, align 4
  %v269 = fadd float %v251, %v268
  %v270 = icmp sge i32 %v253, %v246
  %v271 = select i1 %v270, float %v269, float %v251
  %v272 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v273 = getelementptr inbounds float, float addrspace(3)* %v272, i32 %v253
  %v274 = load float, float addrspace(3)* %v273, align 4
  %v275 = fadd float %v252, %v274
  %v276 = icmp sge i32 %v253, %v247
  %v277 = select i1 %v276, float %v275, float %v252
  %v278 = add i32 %v248, 1
  %v279 = icmp slt i32 %v278, 64
  br i1 %v279, label %scan12, label %scanned13
scanned13:
  call void @llvm.nvvm.barrier0()
  %v280 = and i32 %v2, 1
  %v281 = shl i32 %v280, 2
  %v282 = lshr i32 %v2, 1
  %v283 = and i32 %v282, 1
  %v284 = shl i32 %v283, 3
  %v285 = or i32 %v281, %v284
  %v286 = lshr i32 %v2, 2
  %v287 = and i32 %v286, 1
  %v288 = shl i32 %v287, 4
  %v289 = or i32 %v285, %v288
  %v290 = lshr i32 %v2, 3
  %v291 = and i32 %v290, 1
  %v292 = shl i32 %v291, 5
  %v293 = or i32 %v289, %v292
  %v294 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v295 = getelementptr inbounds float, float addrspace(3)* %v294, i32 %v293
  store float %v259, float addrspace(3)* %v295, align 4
  %v296 = or i32 %v293, 1
  %v297 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v298 = getelementptr inbounds float, float addrspace(3)* %v297, i32 %v296
  store float %v265, float addrspace(3)* %v298, align 4
  %v299 = or i32 %v293, 2
  %v300 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v301 = getelementptr inbounds float, float addrspace(3)* %v300, i32 %v299
  store float %v271, float addrspace(3)* %v301, align 4
  %v302 = or i32 %v293, 3
  %v303 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v304 = getelementptr inbounds float, float addrspace(3)* %v303, i32 %v302
  store float %v277, float addrspace(3)* %v304, align 4
  call void @llvm.nvvm.barrier0()
  %v305 = and i32 %v2, 1
  %v306 = shl i32 %v305, 2
  %v307 = lshr i32 %v2, 1
  %v308 = and i32 %v307, 1
  %v309 = shl i32 %v308, 3
  %v310 = or i32 %v306, %v309
  %v311 = lshr i32 %v2, 2
  %v312 = and i32 %v311, 1
  %v313 = shl i32 %v312, 4
  %v314 = or i32 %v310, %v313
  %v315 = lshr i32 %v2, 3
  %v316 = and i32 %v315, 1
  %v317 = shl i32 %v316, 5
  %v318 = or i32 %v314, %v317
  %v319 = and i32 %v318, 63
  %v320 = add i32 %v319, 1
  %v321 = add i32 %v319, 2
  %v322 = add i32 %v319, 3
  br label %scan14
scan14:
  %v323 = phi i32 [ 0, %scanned13 ], [ %v352, %scan14 ]
  %v324 = phi float [ 0x3FF0000000000000, %scanned13 ], [ %v333, %scan14 ]
  %v325 = phi float [ 0x3FF0000000000000, %scanned13 ], [ %v339, %scan14 ]
  %v326 = phi float [ 0x3FF0000000000000, %scanned13 ], [ %v345, %scan14 ]
  %v327 = phi float [ 0x3FF0000000000000, %scanned13 ], [ %v351, %scan14 ]
  %v328 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v329 = getelementptr inbounds float, float addrspace(3)* %v328, i32 %v323
  %v330 = load float, float addrspace(3)* %v329, align 4
  %v331 = fmul float %v324, %v330
  %v332 = icmp sle i32 %v323, %v319
  %v333 = select i1 %v332, float %v331, float %v324
  %v334 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v335 = getelementptr inbounds float, float addrspace(3)* %v334, i32 %v323
  %v336 = load float, float addrspace(3)* %v335, align 4
  %v337 = fmul float %v325, %v336
  %v338 = icmp sle i32 %v323, %v320
  %v339 = select i1 %v338, float %v337, float %v325
  %v340 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v341 = getelementptr inbounds float, float addrspace(3)* %v340, i32 %v323
  %v342 = load float, float addrspace(3)* %v341, align 4
  %v343 = fmul float %v326, %v342
  %v344 = icmp sle i32 %v323, %v321
  %v345 = select i1 %v344, float %v343, float %v326
  %v346 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v347 = getelementptr inbounds float, float addrspace(3)* %v346, i32 %v323
  %v348 = load float, float addrspace(3)* %v347, align 4
  %v349 = fmul float %v327, %v348
  %v350 = icmp sle i32 %v323, %v322
  %v351 = select i1 %v350, float %v349, float %v327
  %v352 = add i32 %v323, 1
  %v353 = icmp slt i32 %v352, 64
  br i1 %v353, label %scan14, label %scanned15
scanned15:
  %v354 = and i32 %v2, 1
  %v355 = shl i32 %v354, 2
  %v356 = lshr i32 %v2, 1
  %v357 = and i32 %v356, 1
  %v358 = shl i32 %v357, 3
  %v359 = or i32 %v355, %v358
  %v360 = lshr i32 %v2, 2
  %v361 = and i32 %v360, 1
  %v362 = shl i32 %v361, 4
  %v363 = or i32 %v359, %v362
  %v364 = lshr i32 %v2, 3
  %v365 = and i32 %v364, 1
  %v366 = shl i32 %v365, 5
  %v367 = or i32 %v363, %v366
  %v368 = and i32 %v367, 63
  %v369 = sext i32 %v4 to i64
  %v370 = mul i64 %v369, 64
  %v371 = zext i32 %v368 to i64
  %v372 = add i64 %v370, %v371
  %v373 = zext i32 %p4 to i64
  %v374 = add i64 %v370, 64
  %v375 = icmp sle i64 %v374, %v373
  %v376 = icmp sge i64 %v369, 0
  %v377 = and i1 %v375, %v376
  %v378 = and i32 %v2, 16
  %v379 = icmp eq i32 %v378, 0
  %v380 = and i32 %v3, 3
  %v381 = icmp eq i32 %v380, 0
  %v382 = and i1 %v379, %v381
  br i1 %v382, label %st_owner16, label %join17
st_owner16:
  br i1 %v377, label %st_full18, label %st_edge19
join17:
  ret void
st_full18:
  %v383 = icmp ult i64 %v372, %v373
  %v384 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v372
  store float %v333, float addrspace(1)* %v384, align 4
  %v385 = add i64 %v372, 1
  %v386 = add i64 %v372, 1
  %v387 = icmp ult i64 %v386, %v373
  %v388 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v385
  store float %v339, float addrspace(1)* %v388, align 4
  %v389 = add i64 %v372, 2
  %v390 = add i64 %v372, 2
  %v391 = icmp ult i64 %v390, %v373
  %v392 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v389
  store float %v345, float addrspace(1)* %v392, align 4
  %v393 = add i64 %v372, 3
  %v394 = add i64 %v372, 3
  %v395 = icmp ult i64 %v394, %v373
  %v396 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v393
  store float %v351, float addrspace(1)* %v396, align 4
  br label %st_done20
st_edge19:
  %v397 = icmp ult i64 %v372, %v373
  %v398 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v372
  br i1 %v397, label %st21, label %join22
st_done20:
  br label %join17
st21:
  store float %v333, float addrspace(1)* %v398, align 4
  br label %join22
join22:
  %v399 = add i64 %v372, 1
  %v400 = add i64 %v372, 1
  %v401 = icmp ult i64 %v400, %v373
  %v402 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v399
  br i1 %v401, label %st23, label %join24
st23:
  store float %v339, float addrspace(1)* %v402, align 4
  br label %join24
join24:
  %v403 = add i64 %v372, 2
  %v404 = add i64 %v372, 2
  %v405 = icmp ult i64 %v404, %v373
  %v406 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v403
  br i1 %v405, label %st25, label %join26
st25:
  store float %v345, float addrspace(1)* %v406, align 4
  br label %join26
join26:
  %v407 = add i64 %v372, 3
  %v408 = add i64 %v372, 3
  %v409 = icmp ult i64 %v408, %v373
  %v410 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v407
  br i1 %v409, label %st27, label %join28
st27:
  store float %v351, float addrspace(1)* %v410, align 4
  br label %join28
join28:
  br label %st_done20
}

declare float @__nv_ceilf(float)
declare float @__nv_copysignf(float, float)
declare float @__nv_cosf(float)
declare float @__nv_exp2f(float)
declare float @__nv_fabsf(float)
declare float @__nv_floorf(float)
declare float @__nv_fmodf(float, float)
declare float @__nv_log2f(float)
declare float @__nv_logf(float)
declare float @__nv_powf(float, float)
declare float @__nv_sinf(float)
declare float @__nv_tanf(float)
declare float @__nv_tanhf(float)
declare float @llvm.sqrt.f32(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @float_ops, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @float_ops, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel int_ops []
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16
@str0 = private unnamed_addr addrspace(1) constant [26 x i8] c"prod=%d sum=%u argmax=%d\0A\00", align 1

define void @int_ops(i32 addrspace(1)* noalias %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, i32 addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9, i8 addrspace(1)* noalias %p10, i32 %p11, i32 %p12, i32 %p13, i32 %p14) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 2
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 3
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 4
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 5
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 6
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 7
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 8
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v30, 5
  %v32 = and i32 %v31, 15
  %v33 = and i32 %v30, 31
  %v34 = sext i32 %v4 to i64
  %v35 = mul i64 %v34, 16
  %v36 = zext i32 %v32 to i64
  %v37 = add i64 %v35, %v36
  %v38 = sext i32 %p3 to i64
  %v39 = zext i32 %p1 to i64
  %v40 = mul i64 %v37, %v38
  %v41 = add i64 %v35, 16
  %v42 = icmp sle i64 %v41, %v39
  %v43 = icmp sge i64 %v34, 0
  %v44 = and i1 %v42, %v43
  %v45 = sext i32 %v5 to i64
  %v46 = mul i64 %v45, 32
  %v47 = zext i32 %v33 to i64
  %v48 = add i64 %v46, %v47
  %v49 = sext i32 %p4 to i64
  %v50 = zext i32 %p2 to i64
  %v51 = mul i64 %v48, %v49
  %v52 = add i64 %v40, %v51
  %v53 = add i64 %v46, 32
  %v54 = icmp sle i64 %v53, %v50
  %v55 = icmp sge i64 %v45, 0
  %v56 = and i1 %v54, %v55
  %v57 = and i1 %v44, %v56
  br i1 %v57, label %ld_full1, label %ld_edge2
ld_full1:
  %v58 = icmp ult i64 %v37, %v39
  %v59 = icmp ult i64 %v48, %v50
  %v60 = and i1 %v58, %v59
  %v61 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v52
  %v62 = load i32, i32 addrspace(1)* %v61, align 4
  %v63 = icmp ult i64 %v37, %v39
  %v64 = add i64 %v52, %v49
  %v65 = add i64 %v48, 1
  %v66 = icmp ult i64 %v65, %v50
  %v67 = and i1 %v63, %v66
  %v68 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v64
  %v69 = load i32, i32 addrspace(1)* %v68, align 4
  %v70 = icmp ult i64 %v37, %v39
  %v71 = mul i64 2, %v49
  %v72 = add i64 %v52, %v71
  %v73 = add i64 %v48, 2
  %v74 = icmp ult i64 %v73, %v50
  %v75 = and i1 %v70, %v74
  %v76 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v72
  %v77 = load i32, i32 addrspace(1)* %v76, align 4
  %v78 = icmp ult i64 %v37, %v39
  %v79 = mul i64 3, %v49
  %v80 = add i64 %v52, %v79
  %v81 = add i64 %v48, 3
  %v82 = icmp ult i64 %v81, %v50
  %v83 = and i1 %v78, %v82
  %v84 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v80
  %v85 = load i32, i32 addrspace(1)* %v84, align 4
  br label %ld_done3
ld_edge2:
  %v86 = icmp ult i64 %v37, %v39
  %v87 = icmp ult i64 %v48, %v50
  %v88 = and i1 %v86, %v87
  %v89 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v52
  br i1 %v88, label %ld4, label %ld_next5
ld_done3:
  %v118 = phi i32 [ %v62, %ld_full1 ], [ %v91, %ld_next11 ]
  %v119 = phi i32 [ %v69, %ld_full1 ], [ %v99, %ld_next11 ]
  %v120 = phi i32 [ %v77, %ld_full1 ], [ %v108, %ld_next11 ]
  %v121 = phi i32 [ %v85, %ld_full1 ], [ %v117, %ld_next11 ]
  %v122 = and i32 %v2, 1
  %v123 = shl i32 %v122, 2
  %v124 = lshr i32 %v2, 1
  %v125 = and i32 %v124, 1
  %v126 = shl i32 %v125, 3
  %v127 = or i32 %v123, %v126
  %v128 = lshr i32 %v2, 2
  %v129 = and i32 %v128, 1
  %v130 = shl i32 %v129, 4
  %v131 = or i32 %v127, %v130
  %v132 = lshr i32 %v2, 3
  %v133 = and i32 %v132, 1
  %v134 = shl i32 %v133, 5
  %v135 = or i32 %v131, %v134
  %v136 = lshr i32 %v2, 4
  %v137 = and i32 %v136, 1
  %v138 = shl i32 %v137, 6
  %v139 = or i32 %v135, %v138
  %v140 = and i32 %v3, 1
  %v141 = shl i32 %v140, 7
  %v142 = or i32 %v139, %v141
  %v143 = lshr i32 %v3, 1
  %v144 = and i32 %v143, 1
  %v145 = shl i32 %v144, 8
  %v146 = or i32 %v142, %v145
  %v147 = lshr i32 %v146, 5
  %v148 = and i32 %v147, 15
  %v149 = and i32 %v146, 31
  %v150 = sext i32 %v4 to i64
  %v151 = mul i64 %v150, 16
  %v152 = zext i32 %v148 to i64
  %v153 = add i64 %v151, %v152
  %v154 = sext i32 %p8 to i64
  %v155 = zext i32 %p6 to i64
  %v156 = mul i64 %v153, %v154
  %v157 = add i64 %v151, 16
  %v158 = icmp sle i64 %v157, %v155
  %v159 = icmp sge i64 %v150, 0
  %v160 = and i1 %v158, %v159
  %v161 = sext i32 %v5 to i64
  %v162 = mul i64 %v161, 32
  %v163 = zext i32 %v149 to i64
  %v164 = add i64 %v162, %v163
  %v165 = sext i32 %p9 to i64
  %v166 = zext i32 %p7 to i64
  %v167 = mul i64 %v164, %v165
  %v168 = add i64 %v156, %v167
  %v169 = add i64 %v162, 32
  %v170 = icmp sle i64 %v169, %v166
  %v171 = icmp sge i64 %v161, 0
  %v172 = and i1 %v170, %v171
  %v173 = and i1 %v160, %v172
  br i1 %v173, label %ld_full12, label %ld_edge13
ld4:
  %v90 = load i32, i32 addrspace(1)* %v89, align 4
  br label %ld_next5
ld_next5:
  %v91 = phi i32 [ %v90, %ld4 ], [ 0, %ld_edge2 ]
  %v92 = icmp ult i64 %v37, %v39
  %v93 = add i64 %v52, %v49
  %v94 = add i64 %v48, 1
  %v95 = icmp ult i64 %v94, %v50
  %v96 = and i1 %v92, %v95
  %v97 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v93
  br i1 %v96, label %ld6, label %ld_next7
ld6:
  %v98 = load i32, i32 addrspace(1)* %v97, align 4
  br label %ld_next7
ld_next7:
  %v99 = phi i32 [ %v98, %ld6 ], [ 0, %ld_next5 ]
  %v100 = icmp ult i64 %v37, %v39
  %v101 = mul i64 2, %v49
  %v102 = add i64 %v52, %v101
  %v103 = add i64 %v48, 2
  %v104 = icmp ult i64 %v103, %v50
  %v105 = and i1 %v100, %v104
  %v106 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v102
  br i1 %v105, label %ld8, label %ld_next9
ld8:
  %v107 = load i32, i32 addrspace(1)* %v106, align 4
  br label %ld_next9
ld_next9:
  %v108 = phi i32 [ %v107, %ld8 ], [ 0, %ld_next7 ]
  %v109 = icmp ult i64 %v37, %v39
  %v110 = mul i64 3, %v49
  %v111 = add i64 %v52, %v110
  %v112 = add i64 %v48, 3
  %v113 = icmp ult i64 %v112, %v50
  %v114 = and i1 %v109, %v113
  %v115 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v111
  br i1 %v114, label %ld10, label %ld_next11
ld10:
  %v116 = load i32, i32 addrspace(1)* %v115, align 4
  br label %ld_next11
ld_next11:
  %v117 = phi i32 [ %v116, %ld10 ], [ 0, %ld_next9 ]
  br label %ld_done3
ld_full12:
  %v174 = icmp ult i64 %v153, %v155
  %v175 = icmp ult i64 %v164, %v166
  %v176 = and i1 %v174, %v175
  %v177 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v168
  %v178 = load i32, i32 addrspace(1)* %v177, align 4
  %v179 = icmp ult i64 %v153, %v155
  %v180 = add i64 %v168, %v165
  %v181 = add i64 %v164, 1
  %v182 = icmp ult i64 %v181, %v166
  %v183 = and i1 %v179, %v182
  %v184 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v180
  %v185 = load i32, i32 addrspace(1)* %v184, align 4
  %v186 = icmp ult i64 %v153, %v155
  %v187 = mul i64 2, %v165
  %v188 = add i64 %v168, %v187
  %v189 = add i64 %v164, 2
  %v190 = icmp ult i64 %v189, %v166
  %v191 = and i1 %v186, %v190
  %v192 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v188
  %v193 = load i32, i32 addrspace(1)* %v192, align 4
  %v194 = icmp ult i64 %v153, %v155
  %v195 = mul i64 3, %v165
  %v196 = add i64 %v168, %v195
  %v197 = add i64 %v164, 3
  %v198 = icmp ult i64 %v197, %v166
  %v199 = and i1 %v194, %v198
  %v200 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v196
  %v201 = load i32, i32 addrspace(1)* %v200, align 4
  br label %ld_done14
ld_edge13:
  %v202 = icmp ult i64 %v153, %v155
  %v203 = icmp ult i64 %v164, %v166
  %v204 = and i1 %v202, %v203
  %v205 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v168
  br i1 %v204, label %ld15, label %ld_next16
ld_done14:
  %v234 = phi i32 [ %v178, %ld_full12 ], [ %v207, %ld_next22 ]
  %v235 = phi i32 [ %v185, %ld_full12 ], [ %v215, %ld_next22 ]
  %v236 = phi i32 [ %v193, %ld_full12 ], [ %v224, %ld_next22 ]
  %v237 = phi i32 [ %v201, %ld_full12 ], [ %v233, %ld_next22 ]
  %v238 = icmp eq i32 -3, 0
  %v239 = select i1 %v238, i32 1, i32 -3
  %v240 = icmp eq i32 -3, -1
  %v241 = select i1 %v240, i32 1, i32 %v239
  %v242 = sdiv i32 %v118, %v241
  %v243 = sub i32 0, %v242
  %v244 = select i1 %v240, i32 %v243, i32 %v242
  %v245 = srem i32 %v118, %v241
  %v246 = select i1 %v240, i32 0, i32 %v245
  %v247 = icmp ne i32 %v246, 0
  %v248 = xor i32 %v246, -3
  %v249 = icmp slt i32 %v248, 0
  %v250 = and i1 %v247, %v249
  %v251 = sub i32 %v244, 1
  %v252 = add i32 %v246, -3
  %v253 = select i1 %v250, i32 %v251, i32 %v244
  %v254 = select i1 %v250, i32 %v252, i32 %v246
  %v255 = select i1 %v238, i32 0, i32 %v253
  %v256 = icmp eq i32 -3, 0
  %v257 = select i1 %v256, i32 1, i32 -3
  %v258 = icmp eq i32 -3, -1
  %v259 = select i1 %v258, i32 1, i32 %v257
  %v260 = sdiv i32 %v119, %v259
  %v261 = sub i32 0, %v260
  %v262 = select i1 %v258, i32 %v261, i32 %v260
  %v263 = srem i32 %v119, %v259
  %v264 = select i1 %v258, i32 0, i32 %v263
  %v265 = icmp ne i32 %v264, 0
  %v266 = xor i32 %v264, -3
  %v267 = icmp slt i32 %v266, 0
  %v268 = and i1 %v265, %v267
  %v269 = sub i32 %v262, 1
  %v270 = add i32 %v264, -3
  %v271 = select i1 %v268, i32 %v269, i32 %v262
  %v272 = select i1 %v268, i32 %v270, i32 %v264
  %v273 = select i1 %v256, i32 0, i32 %v271
  %v274 = icmp eq i32 -3, 0
  %v275 = select i1 %v274, i32 1, i32 -3
  %v276 = icmp eq i32 -3, -1
  %v277 = select i1 %v276, i32 1, i32 %v275
  %v278 = sdiv i32 %v120, %v277
  %v279 = sub i32 0, %v278
  %v280 = select i1 %v276, i32 %v279, i32 %v278
  %v281 = srem i32 %v120, %v277
  %v282 = select i1 %v276, i32 0, i32 %v281
  %v283 = icmp ne i32 %v282, 0
  %v284 = xor i32 %v282, -3
  %v285 = icmp slt i32 %v284, 0
  %v286 = and i1 %v283, %v285
  %v287 = sub i32 %v280, 1
  %v288 = add i32 %v282, -3
  %v289 = select i1 %v286, i32 %v287, i32 %v280
  %v290 = select i1 %v286, i32 %v288, i32 %v282
  %v291 = select i1 %v274, i32 0, i32 %v289
  %v292 = icmp eq i32 -3, 0
  %v293 = select i1 %v292, i32 1, i32 -3
  %v294 = icmp eq i32 -3, -1
  %v295 = select i1 %v294, i32 1, i32 %v293
  %v296 = sdiv i32 %v121, %v295
  %v297 = sub i32 0, %v296
  %v298 = select i1 %v294, i32 %v297, i32 %v296
  %v299 = srem i32 %v121, %v295
  %v300 = select i1 %v294, i32 0, i32 %v299
  %v301 = icmp ne i32 %v300, 0
  %v302 = xor i32 %v300, -3
  %v303 = icmp slt i32 %v302, 0
  %v304 = and i1 %v301, %v303
  %v305 = sub i32 %v298, 1
  %v306 = add i32 %v300, -3
  %v307 = select i1 %v304, i32 %v305, i32 %v298
  %v308 = select i1 %v304, i32 %v306, i32 %v300
  %v309 = select i1 %v292, i32 0, i32 %v307
  %v310 = icmp eq i32 -3, 0
  %v311 = select i1 %v310, i32 1, i32 -3
  %v312 = icmp eq i32 -3, -1
  %v313 = select i1 %v312, i32 1, i32 %v311
  %v314 = sdiv i32 %v255, %v313
  %v315 = sub i32 0, %v314
  %v316 = select i1 %v312, i32 %v315, i32 %v314
  %v317 = srem i32 %v255, %v313
  %v318 = select i1 %v312, i32 0, i32 %v317
  %v319 = icmp ne i32 %v318, 0
  %v320 = xor i32 %v318, -3
  %v321 = icmp sge i32 %v320, 0
  %v322 = and i1 %v319, %v321
  %v323 = add i32 %v316, 1
  %v324 = select i1 %v322, i32 %v323, i32 %v316
  %v325 = select i1 %v310, i32 0, i32 %v324
  %v326 = icmp eq i32 -3, 0
  %v327 = select i1 %v326, i32 1, i32 -3
  %v328 = icmp eq i32 -3, -1
  %v329 = select i1 %v328, i32 1, i32 %v327
  %v330 = sdiv i32 %v273, %v329
  %v331 = sub i32 0, %v330
  %v332 = select i1 %v328, i32 %v331, i32 %v330
  %v333 = srem i32 %v273, %v329
  %v334 = select i1 %v328, i32 0, i32 %v333
  %v335 = icmp ne i32 %v334, 0
  %v336 = xor i32 %v334, -3
  %v337 = icmp sge i32 %v336, 0
  %v338 = and i1 %v335, %v337
  %v339 = add i32 %v332, 1
  %v340 = select i1 %v338, i32 %v339, i32 %v332
  %v341 = select i1 %v326, i32 0, i32 %v340
  %v342 = icmp eq i32 -3, 0
  %v343 = select i1 %v342, i32 1, i32 -3
  %v344 = icmp eq i32 -3, -1
  %v345 = select i1 %v344, i32 1, i32 %v343
  %v346 = sdiv i32 %v291, %v345
  %v347 = sub i32 0, %v346
  %v348 = select i1 %v344, i32 %v347, i32 %v346
  %v349 = srem i32 %v291, %v345
  %v350 = select i1 %v344, i32 0, i32 %v349
  %v351 = icmp ne i32 %v350, 0
  %v352 = xor i32 %v350, -3
  %v353 = icmp sge i32 %v352, 0
  %v354 = and i1 %v351, %v353
  %v355 = add i32 %v348, 1
  %v356 = select i1 %v354, i32 %v355, i32 %v348
  %v357 = select i1 %v342, i32 0, i32 %v356
  %v358 = icmp eq i32 -3, 0
  %v359 = select i1 %v358, i32 1, i32 -3
  %v360 = icmp eq i32 -3, -1
  %v361 = select i1 %v360, i32 1, i32 %v359
  %v362 = sdiv i32 %v309, %v361
  %v363 = sub i32 0, %v362
  %v364 = select i1 %v360, i32 %v363, i32 %v362
  %v365 = srem i32 %v309, %v361
  %v366 = select i1 %v360, i32 0, i32 %v365
  %v367 = icmp ne i32 %v366, 0
  %v368 = xor i32 %v366, -3
  %v369 = icmp sge i32 %v368, 0
  %v370 = and i1 %v367, %v369
  %v371 = add i32 %v364, 1
  %v372 = select i1 %v370, i32 %v371, i32 %v364
  %v373 = select i1 %v358, i32 0, i32 %v372
  %v374 = icmp eq i32 -3, 0
  %v375 = select i1 %v374, i32 1, i32 -3
  %v376 = icmp eq i32 -3, -1
  %v377 = select i1 %v376, i32 1, i32 %v375
  %v378 = sdiv i32 %v325, %v377
  %v379 = sub i32 0, %v378
  %v380 = select i1 %v376, i32 %v379, i32 %v378
  %v381 = srem i32 %v325, %v377
  %v382 = select i1 %v376, i32 0, i32 %v381
  %v383 = icmp ne i32 %v382, 0
  %v384 = xor i32 %v382, -3
  %v385 = icmp slt i32 %v384, 0
  %v386 = and i1 %v383, %v385
  %v387 = sub i32 %v380, 1
  %v388 = add i32 %v382, -3
  %v389 = select i1 %v386, i32 %v387, i32 %v380
  %v390 = select i1 %v386, i32 %v388, i32 %v382
  %v391 = select i1 %v374, i32 %v325, i32 %v390
  %v392 = icmp eq i32 -3, 0
  %v393 = select i1 %v392, i32 1, i32 -3
  %v394 = icmp eq i32 -3, -1
  %v395 = select i1 %v394, i32 1, i32 %v393
  %v396 = sdiv i32 %v341, %v395
  %v397 = sub i32 0, %v396
  %v398 = select i1 %v394, i32 %v397, i32 %v396
  %v399 = srem i32 %v341, %v395
  %v400 = select i1 %v394, i32 0, i32 %v399
  %v401 = icmp ne i32 %v400, 0
  %v402 = xor i32 %v400, -3
  %v403 = icmp slt i32 %v402, 0
  %v404 = and i1 %v401, %v403
  %v405 = sub i32 %v398, 1
  %v406 = add i32 %v400, -3
  %v407 = select i1 %v404, i32 %v405, i32 %v398
  %v408 = select i1 %v404, i32 %v406, i32 %v400
  %v409 = select i1 %v392, i32 %v341, i32 %v408
  %v410 = icmp eq i32 -3, 0
  %v411 = select i1 %v410, i32 1, i32 -3
  %v412 = icmp eq i32 -3, -1
  %v413 = select i1 %v412, i32 1, i32 %v411
  %v414 = sdiv i32 %v357, %v413
  %v415 = sub i32 0, %v414
  %v416 = select i1 %v412, i32 %v415, i32 %v414
  %v417 = srem i32 %v357, %v413
  %v418 = select i1 %v412, i32 0, i32 %v417
  %v419 = icmp ne i32 %v418, 0
  %v420 = xor i32 %v418, -3
  %v421 = icmp slt i32 %v420, 0
  %v422 = and i1 %v419, %v421
  %v423 = sub i32 %v416, 1
  %v424 = add i32 %v418, -3
  %v425 = select i1 %v422, i32 %v423, i32 %v416
  %v426 = select i1 %v422, i32 %v424, i32 %v418
  %v427 = select i1 %v410, i32 %v357, i32 %v426
  %v428 = icmp eq i32 -3, 0
  %v429 = select i1 %v428, i32 1, i32 -3
  %v430 = icmp eq i32 -3, -1
  %v431 = select i1 %v430, i32 1, i32 %v429
  %v432 = sdiv i32 %v373, %v431
  %v433 = sub i32 0, %v432
  %v434 = select i1 %v430, i32 %v433, i32 %v432
  %v435 = srem i32 %v373, %v431
  %v436 = select i1 %v430, i32 0, i32 %v435
  %v437 = icmp ne i32 %v436, 0
  %v438 = xor i32 %v436, -3
  %v439 = icmp slt i32 %v438, 0
  %v440 = and i1 %v437, %v439
  %v441 = sub i32 %v434, 1
  %v442 = add i32 %v436, -3
  %v443 = select i1 %v440, i32 %v441, i32 %v434
  %v444 = select i1 %v440, i32 %v442, i32 %v436
  %v445 = select i1 %v428, i32 %v373, i32 %v444
  %v446 = icmp slt i32 %v391, %v118
  %v447 = select i1 %v446, i32 %v391, i32 %v118
  %v448 = icmp slt i32 %v409, %v119
  %v449 = select i1 %v448, i32 %v409, i32 %v119
  %v450 = icmp slt i32 %v427, %v120
  %v451 = select i1 %v450, i32 %v427, i32 %v120
  %v452 = icmp slt i32 %v445, %v121
  %v453 = select i1 %v452, i32 %v445, i32 %v121
  %v454 = icmp sgt i32 %v447, %v118
  %v455 = select i1 %v454, i32 %v447, i32 %v118
  %v456 = icmp sgt i32 %v449, %v119
  %v457 = select i1 %v456, i32 %v449, i32 %v119
  %v458 = icmp sgt i32 %v451, %v120
  %v459 = select i1 %v458, i32 %v451, i32 %v120
  %v460 = icmp sgt i32 %v453, %v121
  %v461 = select i1 %v460, i32 %v453, i32 %v121
  %v462 = icmp slt i32 %v455, 0
  %v463 = sub i32 0, %v455
  %v464 = select i1 %v462, i32 %v463, i32 %v455
  %v465 = icmp slt i32 %v457, 0
  %v466 = sub i32 0, %v457
  %v467 = select i1 %v465, i32 %v466, i32 %v457
  %v468 = icmp slt i32 %v459, 0
  %v469 = sub i32 0, %v459
  %v470 = select i1 %v468, i32 %v469, i32 %v459
  %v471 = icmp slt i32 %v461, 0
  %v472 = sub i32 0, %v461
  %v473 = select i1 %v471, i32 %v472, i32 %v461
  %v474 = sub i32 0, %v464
  %v475 = sub i32 0, %v467
  %v476 = sub i32 0, %v470
  %v477 = sub i32 0, %v473
  %v478 = xor i32 %v474, -1
  %v479 = xor i32 %v475, -1
  %v480 = xor i32 %v476, -1
  %v481 = xor i32 %v477, -1
  %v482 = icmp ult i32 2, 32
  %v483 = select i1 %v482, i32 2, i32 0
  %v484 = shl i32 %v478, %v483
  %v485 = select i1 %v482, i32 %v484, i32 0
  %v486 = icmp ult i32 2, 32
  %v487 = select i1 %v486, i32 2, i32 0
  %v488 = shl i32 %v479, %v487
  %v489 = select i1 %v486, i32 %v488, i32 0
  %v490 = icmp ult i32 2, 32
  %v491 = select i1 %v490, i32 2, i32 0
  %v492 = shl i32 %v480, %v491
  %v493 = select i1 %v490, i32 %v492, i32 0
  %v494 = icmp ult i32 2, 32
  %v495 = select i1 %v494, i32 2, i32 0
  %v496 = shl i32 %v481, %v495
  %v497 = select i1 %v494, i32 %v496, i32 0
  %v498 = icmp ult i32 2, 32
  %v499 = select i1 %v498, i32 2, i32 0
  %v500 = ashr i32 %v485, 31
  %v501 = ashr i32 %v485, %v499
  %v502 = select i1 %v498, i32 %v501, i32 %v500
  %v503 = icmp ult i32 2, 32
  %v504 = select i1 %v503, i32 2, i32 0
  %v505 = ashr i32 %v489, 31
  %v506 = ashr i32 %v489, %v504
  %v507 = select i1 %v503, i32 %v506, i32 %v505
  %v508 = icmp ult i32 2, 32
  %v509 = select i1 %v508, i32 2, i32 0
  %v510 = ashr i32 %v493, 31
  %v511 = ashr i32 %v493, %v509
  %v512 = select i1 %v508, i32 %v511, i32 %v510
  %v513 = icmp ult i32 2, 32
  %v514 = select i1 %v513, i32 2, i32 0
  %v515 = ashr i32 %v497, 31
  %v516 = ashr i32 %v497, %v514
  %v517 = select i1 %v513, i32 %v516, i32 %v515
  %v518 = xor i32 %v502, %v118
  %v519 = xor i32 %v507, %v119
  %v520 = xor i32 %v512, %v120
  %v521 = xor i32 %v517, %v121
  %v522 = or i32 %v518, %v118
  %v523 = or i32 %v519, %v119
  %v524 = or i32 %v520, %v120
  %v525 = or i32 %v521, %v121
  %v526 = icmp eq i32 7, 0
  %v527 = select i1 %v526, i32 1, i32 7
  %v528 = udiv i32 %v234, %v527
  %v529 = urem i32 %v234, %v527
  %v530 = icmp ne i32 %v529, 0
  %v531 = select i1 %v526, i32 0, i32 %v528
  %v532 = icmp eq i32 7, 0
  %v533 = select i1 %v532, i32 1, i32 7
  %v534 = udiv i32 %v235, %v533
  %v535 = urem i32 %v235, %v533
  %v536 = icmp ne i32 %v535, 0
  %v537 = select i1 %v532, i32 0, i32 %v534
  %v538 = icmp eq i32 7, 0
  %v539 = select i1 %v538, i32 1, i32 7
  %v540 = udiv i32 %v236, %v539
  %v541 = urem i32 %v236, %v539
  %v542 = icmp ne i32 %v541, 0
  %v543 = select i1 %v538, i32 0, i32 %v540
  %v544 = icmp eq i32 7, 0
  %v545 = select i1 %v544, i32 1, i32 7
  %v546 = udiv i32 %v237, %v545
  %v547 = urem i32 %v237, %v545
  %v548 = icmp ne i32 %v547, 0
  %v549 = select i1 %v544, i32 0, i32 %v546
  %v550 = icmp eq i32 7, 0
  %v551 = select i1 %v550, i32 1, i32 7
  %v552 = udiv i32 %v531, %v551
  %v553 = urem i32 %v531, %v551
  %v554 = icmp ne i32 %v553, 0
  %v555 = select i1 %v550, i32 %v531, i32 %v553
  %v556 = icmp eq i32 7, 0
  %v557 = select i1 %v556, i32 1, i32 7
  %v558 = udiv i32 %v537, %v557
  %v559 = urem i32 %v537, %v557
  %v560 = icmp ne i32 %v559, 0
  %v561 = select i1 %v556, i32 %v537, i32 %v559
  %v562 = icmp eq i32 7, 0
  %v563 = select i1 %v562, i32 1, i32 7
  %v564 = udiv i32 %v543, %v563
  %v565 = urem i32 %v543, %v563
  %v566 = icmp ne i32 %v565, 0
  %v567 = select i1 %v562, i32 %v543, i32 %v565
  %v568 = icmp eq i32 7, 0
  %v569 = select i1 %v568, i32 1, i32 7
  %v570 = udiv i32 %v549, %v569
  %v571 = urem i32 %v549, %v569
  %v572 = icmp ne i32 %v571, 0
  %v573 = select i1 %v568, i32 %v549, i32 %v571
  %v574 = icmp ult i32 7, 32
  %v575 = select i1 %v574, i32 7, i32 0
  %v576 = lshr i32 %v555, %v575
  %v577 = select i1 %v574, i32 %v576, i32 0
  %v578 = icmp ult i32 7, 32
  %v579 = select i1 %v578, i32 7, i32 0
  %v580 = lshr i32 %v561, %v579
  %v581 = select i1 %v578, i32 %v580, i32 0
  %v582 = icmp ult i32 7, 32
  %v583 = select i1 %v582, i32 7, i32 0
  %v584 = lshr i32 %v567, %v583
  %v585 = select i1 %v582, i32 %v584, i32 0
  %v586 = icmp ult i32 7, 32
  %v587 = select i1 %v586, i32 7, i32 0
  %v588 = lshr i32 %v573, %v587
  %v589 = select i1 %v586, i32 %v588, i32 0
  %v590 = icmp ult i32 %v577, 7
  %v591 = icmp ult i32 %v581, 7
  %v592 = icmp ult i32 %v585, 7
  %v593 = icmp ult i32 %v589, 7
  %v594 = add i32 %v522, %v577
  %v595 = add i32 %v523, %v581
  %v596 = add i32 %v524, %v585
  %v597 = add i32 %v525, %v589
  %v598 = and i32 %v2, 1
  %v599 = shl i32 %v598, 2
  %v600 = lshr i32 %v2, 1
  %v601 = and i32 %v600, 1
  %v602 = shl i32 %v601, 3
  %v603 = or i32 %v599, %v602
  %v604 = lshr i32 %v2, 2
  %v605 = and i32 %v604, 1
  %v606 = shl i32 %v605, 4
  %v607 = or i32 %v603, %v606
  %v608 = lshr i32 %v2, 3
  %v609 = and i32 %v608, 1
  %v610 = shl i32 %v609, 5
  %v611 = or i32 %v607, %v610
  %v612 = lshr i32 %v2, 4
  %v613 = and i32 %v612, 1
  %v614 = shl i32 %v613, 6
  %v615 = or i32 %v611, %v614
  %v616 = and i32 %v3, 1
  %v617 = shl i32 %v616, 7
  %v618 = or i32 %v615, %v617
  %v619 = lshr i32 %v3, 1
  %v620 = and i32 %v619, 1
  %v621 = shl i32 %v620, 8
  %v622 = or i32 %v618, %v621
  %v623 = lshr i32 %v622, 5
  %v624 = and i32 %v623, 15
  %v625 = and i32 %v622, 31
  %v626 = sext i32 %v4 to i64
  %v627 = mul i64 %v626, 16
  %v628 = zext i32 %v624 to i64
  %v629 = add i64 %v627, %v628
  %v630 = sext i32 %p3 to i64
  %v631 = zext i32 %p1 to i64
  %v632 = mul i64 %v629, %v630
  %v633 = add i64 %v627, 16
  %v634 = icmp sle i64 %v633, %v631
  %v635 = icmp sge i64 %v626, 0
  %v636 = and i1 %v634, %v635
  %v637 = sext i32 %v5 to i64
  %v638 = mul i64 %v637, 32
  %v639 = zext i32 %v625 to i64
  %v640 = add i64 %v638, %v639
  %v641 = sext i32 %p4 to i64
  %v642 = zext i32 %p2 to i64
  %v643 = mul i64 %v640, %v641
  %v644 = add i64 %v632, %v643
  %v645 = add i64 %v638, 32
  %v646 = icmp sle i64 %v645, %v642
  %v647 = icmp sge i64 %v637, 0
  %v648 = and i1 %v646, %v647
  %v649 = and i1 %v636, %v648
  br i1 %v649, label %st_full23, label %st_edge24
ld15:
  %v206 = load i32, i32 addrspace(1)* %v205, align 4
  br label %ld_next16
ld_next16:
  %v207 = phi i32 [ %v206, %ld15 ], [ 0, %ld_edge13 ]
  %v208 = icmp ult i64 %v153, %v155
  %v209 = add i64 %v168, %v165
  %v210 = add i64 %v164, 1
  %v211 = icmp ult i64 %v210, %v166
  %v212 = and i1 %v208, %v211
  %v213 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v209
  br i1 %v212, label %ld17, label %ld_next18
ld17:
  %v214 = load i32, i32 addrspace(1)* %v213, align 4
  br label %ld_next18
ld_next18:
  %v215 = phi i32 [ %v214, %ld17 ], [ 0, %ld_next16 ]
  %v216 = icmp ult i64 %v153, %v155
  %v217 = mul i64 2, %v165
  %v218 = add i64 %v168, %v217
  %v219 = add i64 %v164, 2
  %v220 = icmp ult i64 %v219, %v166
  %v221 = and i1 %v216, %v220
  %v222 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v218
  br i1 %v221, label %ld19, label %ld_next20
ld19:
  %v223 = load i32, i32 addrspace(1)* %v222, align 4
  br label %ld_next20
ld_next20:
  %v224 = phi i32 [ %v223, %ld19 ], [ 0, %ld_next18 ]
  %v225 = icmp ult i64 %v153, %v155
  %v226 = mul i64 3, %v165
  %v227 = add i64 %v168, %v226
  %v228 = add i64 %v164, 3
  %v229 = icmp ult i64 %v228, %v166
  %v230 = and i1 %v225, %v229
  %v231 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v227
  br i1 %v230, label %ld21, label %ld_next22
ld21:
  %v232 = load i32, i32 addrspace(1)* %v231, align 4
  br label %ld_next22
ld_next22:
  %v233 = phi i32 [ %v232, %ld21 ], [ 0, %ld_next20 ]
  br label %ld_done14
st_full23:
  %v650 = icmp ult i64 %v629, %v631
  %v651 = icmp ult i64 %v640, %v642
  %v652 = and i1 %v650, %v651
  %v653 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v644
  store i32 %v594, i32 addrspace(1)* %v653, align 4
  %v654 = icmp ult i64 %v629, %v631
  %v655 = add i64 %v644, %v641
  %v656 = add i64 %v640, 1
  %v657 = icmp ult i64 %v656, %v642
  %v658 = and i1 %v654, %v657
  %v659 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v655
  store i32 %v595, i32 addrspace(1)* %v659, align 4
  %v660 = icmp ult i64 %v629, %v631
  %v661 = mul i64 2, %v641
  %v662 = add i64 %v644, %v661
  %v663 = add i64 %v640, 2
  %v664 = icmp ult i64 %v663, %v642
  %v665 = and i1 %v660, %v664
  %v666 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v662
  store i32 %v596, i32 addrspace(1)* %v666, align 4
  %v667 = icmp ult i64 %v629, %v631
  %v668 = mul i64 3, %v641
  %v669 = add i64 %v644, %v668
  %v670 = add i64 %v640, 3
  %v671 = icmp ult i64 %v670, %v642
  %v672 = and i1 %v667, %v671
  %v673 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v669
  store i32 %v597, i32 addrspace(1)* %v673, align 4
  br label %st_done25
st_edge24:
  %v674 = icmp ult i64 %v629, %v631
  %v675 = icmp ult i64 %v640, %v642
  %v676 = and i1 %v674, %v675
  %v677 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v644
  br i1 %v676, label %st26, label %join27
st_done25:
  %v698 = and i32 %v2, 1
  %v699 = shl i32 %v698, 2
  %v700 = lshr i32 %v2, 1
  %v701 = and i32 %v700, 1
  %v702 = shl i32 %v701, 3
  %v703 = or i32 %v699, %v702
  %v704 = lshr i32 %v2, 2
  %v705 = and i32 %v704, 1
  %v706 = shl i32 %v705, 4
  %v707 = or i32 %v703, %v706
  %v708 = lshr i32 %v2, 3
  %v709 = and i32 %v708, 1
  %v710 = shl i32 %v709, 5
  %v711 = or i32 %v707, %v710
  %v712 = lshr i32 %v2, 4
  %v713 = and i32 %v712, 1
  %v714 = shl i32 %v713, 6
  %v715 = or i32 %v711, %v714
  %v716 = and i32 %v3, 1
  %v717 = shl i32 %v716, 7
  %v718 = or i32 %v715, %v717
  %v719 = lshr i32 %v3, 1
  %v720 = and i32 %v719, 1
  %v721 = shl i32 %v720, 8
  %v722 = or i32 %v718, %v721
  %v723 = lshr i32 %v722, 5
  %v724 = and i32 %v723, 15
  %v725 = and i32 %v722, 31
  %v726 = sext i32 %v4 to i64
  %v727 = mul i64 %v726, 16
  %v728 = zext i32 %v724 to i64
  %v729 = add i64 %v727, %v728
  %v730 = sext i32 %p13 to i64
  %v731 = zext i32 %p11 to i64
  %v732 = mul i64 %v729, %v730
  %v733 = add i64 %v727, 16
  %v734 = icmp sle i64 %v733, %v731
  %v735 = icmp sge i64 %v726, 0
  %v736 = and i1 %v734, %v735
  %v737 = sext i32 %v5 to i64
  %v738 = mul i64 %v737, 32
  %v739 = zext i32 %v725 to i64
  %v740 = add i64 %v738, %v739
  %v741 = sext i32 %p14 to i64
  %v742 = zext i32 %p12 to i64
  %v743 = mul i64 %v740, %v741
  %v744 = add i64 %v732, %v743
  %v745 = add i64 %v738, 32
  %v746 = icmp sle i64 %v745, %v742
  %v747 = icmp sge i64 %v737, 0
  %v748 = and i1 %v746, %v747
  %v749 = and i1 %v736, %v748
  br i1 %v749, label %st_full34, label %st_edge35
st26:
  store i32 %v594, i32 addrspace(1)* %v677, align 4
  br label %join27
join27:
  %v678 = icmp ult i64 %v629, %v631
  %v679 = add i64 %v644, %v641
  %v680 = add i64 %v640, 1
  %v681 = icmp ult i64 %v680, %v642
  %v682 = and i1 %v678, %v681
  %v683 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v679
  br i1 %v682, label %st28, label %join29
st28:
  store i32 %v595, i32 addrspace(1)* %v683, align 4
  br label %join29
join29:
  %v684 = icmp ult i64 %v629, %v631
  %v685 = mul i64 2, %v641
  %v686 = add i64 %v644, %v685
  %v687 = add i64 %v640, 2
  %v688 = icmp ult i64 %v687, %v642
  %v689 = and i1 %v684, %v688
  %v690 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v686
  br i1 %v689, label %st30, label %join31
st30:
  store i32 %v596, i32 addrspace(1)* %v690, align 4
  br label %join31
join31:
  %v691 = icmp ult i64 %v629, %v631
  %v692 = mul i64 3, %v641
  %v693 = add i64 %v644, %v692
  %v694 = add i64 %v640, 3
  %v695 = icmp ult i64 %v694, %v642
  %v696 = and i1 %v691, %v695
  %v697 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v693
  br i1 %v696, label %st32, label %join33
st32:
  store i32 %v597, i32 addrspace(1)* %v697, align 4
  br label %join33
join33:
  br label %st_done25
st_full34:
  %v750 = icmp ult i64 %v729, %v731
  %v751 = icmp ult i64 %v740, %v742
  %v752 = and i1 %v750, %v751
  %v753 = getelementptr inbounds i8, i8 addrspace(1)* %p10, i64 %v744
  %v754 = zext i1 %v590 to i8
  store i8 %v754, i8 addrspace(1)* %v753, align 1
  %v755 = icmp ult i64 %v729, %v731
  %v756 = add i64 %v744, %v741
  %v757 = add i64 %v740, 1
  %v758 = icmp ult i64 %v757, %v742
  %v759 = and i1 %v755, %v758
  %v760 = getelementptr inbounds i8, i8 addrspace(1)* %p10, i64 %v756
  %v761 = zext i1 %v591 to i8
  store i8 %v761, i8 addrspace(1)* %v760, align 1
  %v762 = icmp ult i64 %v729, %v731
  %v763 = mul i64 2, %v741
  %v764 = add i64 %v744, %v763
  %v765 = add i64 %v740, 2
  %v766 = icmp ult i64 %v765, %v742
  %v767 = and i1 %v762, %v766
  %v768 = getelementptr inbounds i8, i8 addrspace(1)* %p10, i64 %v764
  %v769 = zext i1 %v592 to i8
  store i8 %v769, i8 addrspace(1)* %v768, align 1
  %v770 = icmp ult i64 %v729, %v731
  %v771 = mul i64 3, %v741
  %v772 = add i64 %v744, %v771
  %v773 = add i64 %v740, 3
  %v774 = icmp ult i64 %v773, %v742
  %v775 = and i1 %v770, %v774
  %v776 = getelementptr inbounds i8, i8 addrspace(1)* %p10, i64 %v772
  %v777 = zext i1 %v593 to i8
  store i8 %v777, i8 addrspace(1)* %v776, align 1
  br label %st_done36
st_edge35:
  %v778 = icmp ult i64 %v729, %v731
  %v779 = icmp ult i64 %v740, %v742
  %v780 = and i1 %v778, %v779
  %v781 = getelementptr inbounds i8, i8 addrspace(1)* %p10, i64 %v744
  br i1 %v780, label %st37, label %join38
st_done36:
  %v806 = icmp sgt i32 %v594, %v595
  %v807 = select i1 %v806, i32 %v594, i32 %v595
  %v808 = icmp sgt i32 %v807, %v596
  %v809 = select i1 %v808, i32 %v807, i32 %v596
  %v810 = icmp sgt i32 %v809, %v597
  %v811 = select i1 %v810, i32 %v809, i32 %v597
  %v812 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v811, i32 1, i32 31)
  %v813 = icmp sgt i32 %v811, %v812
  %v814 = select i1 %v813, i32 %v811, i32 %v812
  %v815 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v814, i32 2, i32 31)
  %v816 = icmp sgt i32 %v814, %v815
  %v817 = select i1 %v816, i32 %v814, i32 %v815
  %v818 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v817, i32 4, i32 31)
  %v819 = icmp sgt i32 %v817, %v818
  %v820 = select i1 %v819, i32 %v817, i32 %v818
  %v821 = icmp ult i32 %v234, %v235
  %v822 = select i1 %v821, i32 %v234, i32 %v235
  %v823 = icmp ult i32 %v822, %v236
  %v824 = select i1 %v823, i32 %v822, i32 %v236
  %v825 = icmp ult i32 %v824, %v237
  %v826 = select i1 %v825, i32 %v824, i32 %v237
  %v827 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v826, i32 1, i32 31)
  %v828 = icmp ult i32 %v826, %v827
  %v829 = select i1 %v828, i32 %v826, i32 %v827
  %v830 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v829, i32 2, i32 31)
  %v831 = icmp ult i32 %v829, %v830
  %v832 = select i1 %v831, i32 %v829, i32 %v830
  %v833 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v832, i32 4, i32 31)
  %v834 = icmp ult i32 %v832, %v833
  %v835 = select i1 %v834, i32 %v832, i32 %v833
  %v836 = and i32 %v2, 1
  %v837 = shl i32 %v836, 2
  %v838 = lshr i32 %v2, 1
  %v839 = and i32 %v838, 1
  %v840 = shl i32 %v839, 3
  %v841 = or i32 %v837, %v840
  %v842 = lshr i32 %v2, 2
  %v843 = and i32 %v842, 1
  %v844 = shl i32 %v843, 4
  %v845 = or i32 %v841, %v844
  %v846 = lshr i32 %v2, 3
  %v847 = and i32 %v846, 1
  %v848 = shl i32 %v847, 5
  %v849 = or i32 %v845, %v848
  %v850 = lshr i32 %v2, 4
  %v851 = and i32 %v850, 1
  %v852 = shl i32 %v851, 6
  %v853 = or i32 %v849, %v852
  %v854 = and i32 %v3, 1
  %v855 = shl i32 %v854, 7
  %v856 = or i32 %v853, %v855
  %v857 = lshr i32 %v3, 1
  %v858 = and i32 %v857, 1
  %v859 = shl i32 %v858, 8
  %v860 = or i32 %v856, %v859
  %v861 = lshr i32 %v860, 5
  %v862 = and i32 %v861, 15
  %v863 = and i32 %v860, 31
  %v864 = add i32 %v863, 1
  %v865 = icmp slt i32 %v863, %v864
  %v866 = icmp slt i32 %v118, %v119
  %v867 = icmp eq i32 %v118, %v119
  %v868 = and i1 %v867, %v865
  %v869 = or i1 %v866, %v868
  %v870 = select i1 %v869, i32 %v118, i32 %v119
  %v871 = select i1 %v869, i32 %v863, i32 %v864
  %v872 = add i32 %v863, 2
  %v873 = icmp slt i32 %v871, %v872
  %v874 = icmp slt i32 %v870, %v120
  %v875 = icmp eq i32 %v870, %v120
  %v876 = and i1 %v875, %v873
  %v877 = or i1 %v874, %v876
  %v878 = select i1 %v877, i32 %v870, i32 %v120
  %v879 = select i1 %v877, i32 %v871, i32 %v872
  %v880 = add i32 %v863, 3
  %v881 = icmp slt i32 %v879, %v880
  %v882 = icmp slt i32 %v878, %v121
  %v883 = icmp eq i32 %v878, %v121
  %v884 = and i1 %v883, %v881
  %v885 = or i1 %v882, %v884
  %v886 = select i1 %v885, i32 %v878, i32 %v121
  %v887 = select i1 %v885, i32 %v879, i32 %v880
  %v888 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v886, i32 1, i32 31)
  %v889 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v887, i32 1, i32 31)
  %v890 = icmp slt i32 %v887, %v889
  %v891 = icmp slt i32 %v886, %v888
  %v892 = icmp eq i32 %v886, %v888
  %v893 = and i1 %v892, %v890
  %v894 = or i1 %v891, %v893
  %v895 = select i1 %v894, i32 %v886, i32 %v888
  %v896 = select i1 %v894, i32 %v887, i32 %v889
  %v897 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v895, i32 2, i32 31)
  %v898 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v896, i32 2, i32 31)
  %v899 = icmp slt i32 %v896, %v898
  %v900 = icmp slt i32 %v895, %v897
  %v901 = icmp eq i32 %v895, %v897
  %v902 = and i1 %v901, %v899
  %v903 = or i1 %v900, %v902
  %v904 = select i1 %v903, i32 %v895, i32 %v897
  %v905 = select i1 %v903, i32 %v896, i32 %v898
  %v906 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v904, i32 4, i32 31)
  %v907 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v905, i32 4, i32 31)
  %v908 = icmp slt i32 %v905, %v907
  %v909 = icmp slt i32 %v904, %v906
  %v910 = icmp eq i32 %v904, %v906
  %v911 = and i1 %v910, %v908
  %v912 = or i1 %v909, %v911
  %v913 = select i1 %v912, i32 %v904, i32 %v906
  %v914 = select i1 %v912, i32 %v905, i32 %v907
  %v915 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v820, i32 8, i32 31)
  %v916 = mul i32 %v820, %v915
  %v917 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v916, i32 16, i32 31)
  %v918 = mul i32 %v916, %v917
  call void @llvm.nvvm.barrier0()
  %v919 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v920 = getelementptr inbounds i32, i32 addrspace(3)* %v919, i32 %v1
  store i32 %v918, i32 addrspace(3)* %v920, align 4
  call void @llvm.nvvm.barrier0()
  %v921 = and i32 %v3, -4
  %v922 = shl i32 %v921, 5
  %v923 = or i32 %v922, %v2
  %v924 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v925 = getelementptr inbounds i32, i32 addrspace(3)* %v924, i32 %v923
  %v926 = load i32, i32 addrspace(3)* %v925, align 4
  %v927 = or i32 %v921, 1
  %v928 = shl i32 %v927, 5
  %v929 = or i32 %v928, %v2
  %v930 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v931 = getelementptr inbounds i32, i32 addrspace(3)* %v930, i32 %v929
  %v932 = load i32, i32 addrspace(3)* %v931, align 4
  %v933 = mul i32 %v926, %v932
  %v934 = or i32 %v921, 2
  %v935 = shl i32 %v934, 5
  %v936 = or i32 %v935, %v2
  %v937 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v938 = getelementptr inbounds i32, i32 addrspace(3)* %v937, i32 %v936
  %v939 = load i32, i32 addrspace(3)* %v938, align 4
  %v940 = mul i32 %v933, %v939
  %v941 = or i32 %v921, 3
  %v942 = shl i32 %v941, 5
  %v943 = or i32 %v942, %v2
  %v944 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v945 = getelementptr inbounds i32, i32 addrspace(3)* %v944, i32 %v943
  %v946 = load i32, i32 addrspace(3)* %v945, align 4
  %v947 = mul i32 %v940, %v946
  %v948 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v835, i32 8, i32 31)
  %v949 = add i32 %v835, %v948
  %v950 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v949, i32 16, i32 31)
  %v951 = add i32 %v949, %v950
  call void @llvm.nvvm.barrier0()
  %v952 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v953 = getelementptr inbounds i32, i32 addrspace(3)* %v952, i32 %v1
  store i32 %v951, i32 addrspace(3)* %v953, align 4
  call void @llvm.nvvm.barrier0()
  %v954 = and i32 %v3, -4
  %v955 = shl i32 %v954, 5
  %v956 = or i32 %v955, %v2
  %v957 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v958 = getelementptr inbounds i32, i32 addrspace(3)* %v957, i32 %v956
  %v959 = load i32, i32 addrspace(3)* %v958, align 4
  %v960 = or i32 %v954, 1
  %v961 = shl i32 %v960, 5
  %v962 = or i32 %v961, %v2
  %v963 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v964 = getelementptr inbounds i32, i32 addrspace(3)* %v963, i32 %v962
  %v965 = load i32, i32 addrspace(3)* %v964, align 4
  %v966 = add i32 %v959, %v965
  %v967 = or i32 %v954, 2
  %v968 = shl i32 %v967, 5
  %v969 = or i32 %v968, %v2
  %v970 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v971 = getelementptr inbounds i32, i32 addrspace(3)* %v970, i32 %v969
  %v972 = load i32, i32 addrspace(3)* %v971, align 4
  %v973 = add i32 %v966, %v972
  %v974 = or i32 %v954, 3
  %v975 = shl i32 %v974, 5
  %v976 = or i32 %v975, %v2
  %v977 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v978 = getelementptr inbounds i32, i32 addrspace(3)* %v977, i32 %v976
  %v979 = load i32, i32 addrspace(3)* %v978, align 4
  %v980 = add i32 %v973, %v979
  %v981 = lshr i32 %v2, 3
  %v982 = and i32 %v981, 1
  %v983 = lshr i32 %v2, 4
  %v984 = and i32 %v983, 1
  %v985 = shl i32 %v984, 1
  %v986 = or i32 %v982, %v985
  %v987 = and i32 %v3, 1
  %v988 = shl i32 %v987, 2
  %v989 = or i32 %v986, %v988
  %v990 = lshr i32 %v3, 1
  %v991 = and i32 %v990, 1
  %v992 = shl i32 %v991, 3
  %v993 = or i32 %v989, %v992
  %v994 = and i32 %v993, 15
  %v995 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v914, i32 8, i32 31)
  %v996 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v994, i32 8, i32 31)
  %v997 = icmp slt i32 %v994, %v996
  %v998 = icmp sgt i32 %v914, %v995
  %v999 = icmp eq i32 %v914, %v995
  %v1000 = and i1 %v999, %v997
  %v1001 = or i1 %v998, %v1000
  %v1002 = select i1 %v1001, i32 %v914, i32 %v995
  %v1003 = select i1 %v1001, i32 %v994, i32 %v996
  %v1004 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1002, i32 16, i32 31)
  %v1005 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1003, i32 16, i32 31)
  %v1006 = icmp slt i32 %v1003, %v1005
  %v1007 = icmp sgt i32 %v1002, %v1004
  %v1008 = icmp eq i32 %v1002, %v1004
  %v1009 = and i1 %v1008, %v1006
  %v1010 = or i1 %v1007, %v1009
  %v1011 = select i1 %v1010, i32 %v1002, i32 %v1004
  %v1012 = select i1 %v1010, i32 %v1003, i32 %v1005
  call void @llvm.nvvm.barrier0()
  %v1013 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1014 = getelementptr inbounds i32, i32 addrspace(3)* %v1013, i32 %v1
  store i32 %v1011, i32 addrspace(3)* %v1014, align 4
  %v1015 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 512) to i32 addrspace(3)*
  %v1016 = getelementptr inbounds i32, i32 addrspace(3)* %v1015, i32 %v1
  store i32 %v1012, i32 addrspace(3)* %v1016, align 4
  call void @llvm.nvvm.barrier0()
  %v1017 = and i32 %v3, -4
  %v1018 = shl i32 %v1017, 5
  %v1019 = or i32 %v1018, %v2
  %v1020 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1021 = getelementptr inbounds i32, i32 addrspace(3)* %v1020, i32 %v1019
  %v1022 = load i32, i32 addrspace(3)* %v1021, align 4
  %v1023 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 512) to i32 addrspace(3)*
  %v1024 = getelementptr inbounds i32, i32 addrspace(3)* %v1023, i32 %v1019
  %v1025 = load i32, i32 addrspace(3)* %v1024, align 4
  %v1026 = or i32 %v1017, 1
  %v1027 = shl i32 %v1026, 5
  %v1028 = or i32 %v1027, %v2
  %v1029 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1030 = getelementptr inbounds i32, i32 addrspace(3)* %v1029, i32 %v1028
  %v1031 = load i32, i32 addrspace(3)* %v1030, align 4
  %v1032 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 512) to i32 addrspace(3)*
  %v1033 = getelementptr inbounds i32, i32 addrspace(3)* %v1032, i32 %v1028
  %v1034 = load i32, i32 addrspace(3)* %v1033, align 4
  %v1035 = icmp slt i32 %v1025, %v1034
  %v1036 = icmp sgt i32 %v1022, %v1031
  %v1037 = icmp eq i32 %v1022, %v1031
  %v1038 = and i1 %v1037, %v1035
  %v1039 = or i1 %v1036, %v1038
  %v1040 = select i1 %v1039, i32 %v1022, i32 %v1031
  %v1041 = select i1 %v1039, i32 %v1025, i32 %v1034
  %v1042 = or i32 %v1017, 2
  %v1043 = shl i32 %v1042, 5
  %v1044 = or i32 %v1043, %v2
  %v1045 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1046 = getelementptr inbounds i32, i32 addrspace(3)* %v1045, i32 %v1044
  %v1047 = load i32, i32 addrspace(3)* %v1046, align 4
  %v1048 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 512) to i32 addrspace(3)*
  %v1049 = getelementptr inbounds i32, i32 addrspace(3)* %v1048, i32 %v1044
  %v1050 = load i32, i32 addrspace(3)* %v1049, align 4
  %v1051 = icmp slt i32 %v1041, %v1050
  %v1052 = icmp sgt i32 %v1040, %v1047
  %v1053 = icmp eq i32 %v1040, %v1047
  %v1054 = and i1 %v1053, %v1051
  %v1055 = or i1 %v1052, %v1054
  %v1056 = select i1 %v1055, i32 %v1040, i32 %v1047
  %v1057 = select i1 %v1055, i32 %v1041, i32 %v1050
  %v1058 = or i32 %v1017, 3
  %v1059 = shl i32 %v1058, 5
  %v1060 = or i32 %v1059, %v2
  %v1061 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1062 = getelementptr inbounds i32, i32 addrspace(3)* %v1061, i32 %v1060
  %v1063 = load i32, i32 addrspace(3)* %v1062, align 4
  %v1064 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 512) to i32 addrspace(3)*
  %v1065 = getelementptr inbounds i32, i32 addrspace(3)* %v1064, i32 %v1060
  %v1066 = load i32, i32 addrspace(3)* %v1065, align 4
  %v1067 = icmp slt i32 %v1057, %v1066
  %v1068 = icmp sgt i32 %v1056, %v1063
  %v1069 = icmp eq i32 %v1056, %v1063
  %v1070 = and i1 %v1069, %v1067
  %v1071 = or i1 %v1068, %v1070
  %v1072 = select i1 %v1071, i32 %v1056, i32 %v1063
  %v1073 = select i1 %v1071, i32 %v1057, i32 %v1066
  %v1074 = icmp eq i32 %v1, 0
  br i1 %v1074, label %print45, label %printed46
st37:
  %v782 = zext i1 %v590 to i8
  store i8 %v782, i8 addrspace(1)* %v781, align 1
  br label %join38
join38:
  %v783 = icmp ult i64 %v729, %v731
  %v784 = add i64 %v744, %v741
  %v785 = add i64 %v740, 1
  %v786 = icmp ult i64 %v785, %v742
  %v787 = and i1 %v783, %v786
  %v788 = getelementptr inbounds i8, i8 addrspace(1)* %p10, i64 %v784
  br i1 %v787, label %st39, label %join40
st39:
  %v789 = zext i1 %v591 to i8
  store i8 %v789, i8 addrspace(1)* %v788, align 1
  br label %join40
join40:
  %v790 = icmp ult i64 %v729, %v731
  %v791 = mul i64 2, %v741
  %v792 = add i64 %v744, %v791
  %v793 = add i64 %v740, 2
  %v794 = icmp ult i64 %v793, %v742
  %v795 = and i1 %v790, %v794
  %v796 = getelementptr inbounds i8, i8 addrspace(1)* %p10, i64 %v792
  br i1 %v795, label %st41, label %join42
st41:
  %v797 = zext i1 %v592 to i8
  store i8 %v797, i8 addrspace(1)* %v796, align 1
  br label %join42
join42:
  %v798 = icmp ult i64 %v729, %v731
  %v799 = mul i64 3, %v741
  %v800 = add i64 %v744, %v799
  %v801 = add i64 %v740, 3
  %v802 = icmp ult i64 %v801, %v742
  %v803 = and i1 %v798, %v802
  %v804 = getelementptr inbounds i8, i8 addrspace(1)* %p10, i64 %v800
  br i1 %v803, label %st43, label %join44
st43:
  %v805 = zext i1 %v593 to i8
  store i8 %v805, i8 addrspace(1)* %v804, align 1
  br label %join44
join44:
  br label %st_done36
print45:
  %v1075 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([26 x i8], [26 x i8] addrspace(1)* @str0, i64 0, i64 0) to i8*
  %v1076 = alloca {i32, i32, i32}, align 8
  %v1077 = getelementptr inbounds {i32, i32, i32}, {i32, i32, i32}* %v1076, i32 0, i32 0
  store i32 %v947, i32* %v1077, align 4
  %v1078 = getelementptr inbounds {i32, i32, i32}, {i32, i32, i32}* %v1076, i32 0, i32 1
  store i32 %v980, i32* %v1078, align 4
  %v1079 = getelementptr inbounds {i32, i32, i32}, {i32, i32, i32}* %v1076, i32 0, i32 2
  store i32 %v1073, i32* %v1079, align 4
  %v1080 = bitcast {i32, i32, i32}* %v1076 to i8*
  %v1081 = call i32 @vprintf(i8* %v1075, i8* %v1080)
  br label %printed46
printed46:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @vprintf(i8*, i8*)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i32 addrspace(1)*, i32, i32, i32, i32, i32 addrspace(1)*, i32, i32, i32, i32, i8 addrspace(1)*, i32, i32, i32, i32)* @int_ops, !"kernel", i32 1}
!1 = !{void (i32 addrspace(1)*, i32, i32, i32, i32, i32 addrspace(1)*, i32, i32, i32, i32, i8 addrspace(1)*, i32, i32, i32, i32)* @int_ops, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel casts []
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@str0 = private unnamed_addr addrspace(1) constant [36 x i8] c"assertion failed: flag must be set\0A\00", align 1

define void @casts(half addrspace(1)* noalias %p0, i32 %p1, i32 %p2, i8 addrspace(1)* noalias %p3, i32 %p4, i32 %p5, i64 addrspace(1)* noalias %p6, i32 %p7, i32 %p8, i8 addrspace(1)* noalias %p9, i32 %p10, i32 %p11, i8 addrspace(1)* noalias %p12, i32 %p13, i32 %p14, i32 %p15, i8 %p16) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp ne i8 %p16, 0
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 6
  %v19 = or i32 %v15, %v18
  %v20 = and i32 %v19, 127
  %v21 = sext i32 %v5 to i64
  %v22 = mul i64 %v21, 128
  %v23 = zext i32 %v20 to i64
  %v24 = add i64 %v22, %v23
  %v25 = sext i32 %p2 to i64
  %v26 = zext i32 %p1 to i64
  %v27 = mul i64 %v24, %v25
  %v28 = add i64 %v22, 128
  %v29 = icmp sle i64 %v28, %v26
  %v30 = icmp sge i64 %v21, 0
  %v31 = and i1 %v29, %v30
  br i1 %v31, label %ld_full1, label %ld_edge2
ld_full1:
  %v32 = icmp ult i64 %v24, %v26
  %v33 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v27
  %v34 = load half, half addrspace(1)* %v33, align 2
  %v35 = fpext half %v34 to float
  %v36 = add i64 %v27, %v25
  %v37 = add i64 %v24, 1
  %v38 = icmp ult i64 %v37, %v26
  %v39 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v36
  %v40 = load half, half addrspace(1)* %v39, align 2
  %v41 = fpext half %v40 to float
  %v42 = mul i64 2, %v25
  %v43 = add i64 %v27, %v42
  %v44 = add i64 %v24, 2
  %v45 = icmp ult i64 %v44, %v26
  %v46 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v43
  %v47 = load half, half addrspace(1)* %v46, align 2
  %v48 = fpext half %v47 to float
  %v49 = mul i64 3, %v25
  %v50 = add i64 %v27, %v49
  %v51 = add i64 %v24, 3
  %v52 = icmp ult i64 %v51, %v26
  %v53 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v50
  %v54 = load half, half addrspace(1)* %v53, align 2
  %v55 = fpext half %v54 to float
  %v56 = mul i64 4, %v25
  %v57 = add i64 %v27, %v56
  %v58 = add i64 %v24, 4
  %v59 = icmp ult i64 %v58, %v26
  %v60 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v57
  %v61 = load half, half addrspace(1)* %v60, align 2
  %v62 = fpext half %v61 to float
  %v63 = mul i64 5, %v25
  %v64 = add i64 %v27, %v63
  %v65 = add i64 %v24, 5
  %v66 = icmp ult i64 %v65, %v26
  %v67 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v64
  %v68 = load half, half addrspace(1)* %v67, align 2
  %v69 = fpext half %v68 to float
  %v70 = mul i64 6, %v25
  %v71 = add i64 %v27, %v70
  %v72 = add i64 %v24, 6
  %v73 = icmp ult i64 %v72, %v26
  %v74 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v71
  %v75 = load half, half addrspace(1)* %v74, align 2
  %v76 = fpext half %v75 to float
  %v77 = mul i64 7, %v25
  %v78 = add i64 %v27, %v77
  %v79 = add i64 %v24, 7
  %v80 = icmp ult i64 %v79, %v26
  %v81 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v78
  %v82 = load half, half addrspace(1)* %v81, align 2
  %v83 = fpext half %v82 to float
  br label %ld_done3
ld_edge2:
  %v84 = icmp ult i64 %v24, %v26
  %v85 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v27
  br i1 %v84, label %ld4, label %ld_next5
ld_done3:
  %v144 = phi float [ %v35, %ld_full1 ], [ %v88, %ld_next19 ]
  %v145 = phi float [ %v41, %ld_full1 ], [ %v95, %ld_next19 ]
  %v146 = phi float [ %v48, %ld_full1 ], [ %v103, %ld_next19 ]
  %v147 = phi float [ %v55, %ld_full1 ], [ %v111, %ld_next19 ]
  %v148 = phi float [ %v62, %ld_full1 ], [ %v119, %ld_next19 ]
  %v149 = phi float [ %v69, %ld_full1 ], [ %v127, %ld_next19 ]
  %v150 = phi float [ %v76, %ld_full1 ], [ %v135, %ld_next19 ]
  %v151 = phi float [ %v83, %ld_full1 ], [ %v143, %ld_next19 ]
  %v152 = call i16 asm "cvt.rzi.s8.f32 $0, $1;", "=h,f"(float %v144)
  %v153 = trunc i16 %v152 to i8
  %v154 = call i16 asm "cvt.rzi.s8.f32 $0, $1;", "=h,f"(float %v145)
  %v155 = trunc i16 %v154 to i8
  %v156 = call i16 asm "cvt.rzi.s8.f32 $0, $1;", "=h,f"(float %v146)
  %v157 = trunc i16 %v156 to i8
  %v158 = call i16 asm "cvt.rzi.s8.f32 $0, $1;", "=h,f"(float %v147)
  %v159 = trunc i16 %v158 to i8
  %v160 = call i16 asm "cvt.rzi.s8.f32 $0, $1;", "=h,f"(float %v148)
  %v161 = trunc i16 %v160 to i8
  %v162 = call i16 asm "cvt.rzi.s8.f32 $0, $1;", "=h,f"(float %v149)
  %v163 = trunc i16 %v162 to i8
  %v164 = call i16 asm "cvt.rzi.s8.f32 $0, $1;", "=h,f"(float %v150)
  %v165 = trunc i16 %v164 to i8
  %v166 = call i16 asm "cvt.rzi.s8.f32 $0, $1;", "=h,f"(float %v151)
  %v167 = trunc i16 %v166 to i8
  %v168 = sext i8 %v153 to i64
  %v169 = sext i8 %v155 to i64
  %v170 = sext i8 %v157 to i64
  %v171 = sext i8 %v159 to i64
  %v172 = sext i8 %v161 to i64
  %v173 = sext i8 %v163 to i64
  %v174 = sext i8 %v165 to i64
  %v175 = sext i8 %v167 to i64
  %v176 = trunc i64 %v168 to i8
  %v177 = trunc i64 %v169 to i8
  %v178 = trunc i64 %v170 to i8
  %v179 = trunc i64 %v171 to i8
  %v180 = trunc i64 %v172 to i8
  %v181 = trunc i64 %v173 to i8
  %v182 = trunc i64 %v174 to i8
  %v183 = trunc i64 %v175 to i8
  %v184 = icmp ne i8 %v176, 0
  %v185 = icmp ne i8 %v177, 0
  %v186 = icmp ne i8 %v178, 0
  %v187 = icmp ne i8 %v179, 0
  %v188 = icmp ne i8 %v180, 0
  %v189 = icmp ne i8 %v181, 0
  %v190 = icmp ne i8 %v182, 0
  %v191 = icmp ne i8 %v183, 0
  %v192 = uitofp i1 %v184 to float
  %v193 = fptrunc float %v192 to half
  %v194 = fpext half %v193 to float
  %v195 = uitofp i1 %v185 to float
  %v196 = fptrunc float %v195 to half
  %v197 = fpext half %v196 to float
  %v198 = uitofp i1 %v186 to float
  %v199 = fptrunc float %v198 to half
  %v200 = fpext half %v199 to float
  %v201 = uitofp i1 %v187 to float
  %v202 = fptrunc float %v201 to half
  %v203 = fpext half %v202 to float
  %v204 = uitofp i1 %v188 to float
  %v205 = fptrunc float %v204 to half
  %v206 = fpext half %v205 to float
  %v207 = uitofp i1 %v189 to float
  %v208 = fptrunc float %v207 to half
  %v209 = fpext half %v208 to float
  %v210 = uitofp i1 %v190 to float
  %v211 = fptrunc float %v210 to half
  %v212 = fpext half %v211 to float
  %v213 = uitofp i1 %v191 to float
  %v214 = fptrunc float %v213 to half
  %v215 = fpext half %v214 to float
  %v216 = zext i1 %v184 to i64
  %v217 = zext i1 %v185 to i64
  %v218 = zext i1 %v186 to i64
  %v219 = zext i1 %v187 to i64
  %v220 = zext i1 %v188 to i64
  %v221 = zext i1 %v189 to i64
  %v222 = zext i1 %v190 to i64
  %v223 = zext i1 %v191 to i64
  %v224 = fcmp une float %v144, 0x0000000000000000
  %v225 = fcmp une float %v145, 0x0000000000000000
  %v226 = fcmp une float %v146, 0x0000000000000000
  %v227 = fcmp une float %v147, 0x0000000000000000
  %v228 = fcmp une float %v148, 0x0000000000000000
  %v229 = fcmp une float %v149, 0x0000000000000000
  %v230 = fcmp une float %v150, 0x0000000000000000
  %v231 = fcmp une float %v151, 0x0000000000000000
  %v232 = bitcast float %v144 to i32
  %v233 = and i32 %v232, 2147483647
  %v234 = lshr i32 %v233, 20
  %v235 = and i32 %v234, 1
  %v236 = add i32 %v233, 524287
  %v237 = add i32 %v236, %v235
  %v238 = lshr i32 %v237, 20
  %v239 = sub i32 %v238, 960
  %v240 = icmp sgt i32 %v239, 126
  %v241 = select i1 %v240, i32 126, i32 %v239
  %v242 = bitcast i32 %v233 to float
  %v243 = fmul float %v242, 0x4080000000000000
  %v244 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v243)
  %v245 = icmp slt i32 %v233, 1015021568
  %v246 = select i1 %v245, i32 %v244, i32 %v241
  %v247 = icmp sgt i32 %v233, 2139095040
  %v248 = select i1 %v247, i32 127, i32 %v246
  %v249 = lshr i32 %v232, 24
  %v250 = and i32 %v249, 128
  %v251 = or i32 %v248, %v250
  %v252 = trunc i32 %v251 to i8
  %v253 = zext i8 %v252 to i32
  %v254 = and i32 %v253, 127
  %v255 = shl i32 %v254, 7
  %v256 = trunc i32 %v255 to i16
  %v257 = bitcast i16 %v256 to half
  %v258 = fpext half %v257 to float
  %v259 = fmul float %v258, 0x4070000000000000
  %v260 = bitcast float %v259 to i32
  %v261 = icmp uge i32 %v254, 127
  %v262 = select i1 %v261, i32 2143289344, i32 %v260
  %v263 = and i32 %v253, 128
  %v264 = shl i32 %v263, 24
  %v265 = or i32 %v262, %v264
  %v266 = bitcast i32 %v265 to float
  %v267 = bitcast float %v145 to i32
  %v268 = and i32 %v267, 2147483647
  %v269 = lshr i32 %v268, 20
  %v270 = and i32 %v269, 1
  %v271 = add i32 %v268, 524287
  %v272 = add i32 %v271, %v270
  %v273 = lshr i32 %v272, 20
  %v274 = sub i32 %v273, 960
  %v275 = icmp sgt i32 %v274, 126
  %v276 = select i1 %v275, i32 126, i32 %v274
  %v277 = bitcast i32 %v268 to float
  %v278 = fmul float %v277, 0x4080000000000000
  %v279 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v278)
  %v280 = icmp slt i32 %v268, 1015021568
  %v281 = select i1 %v280, i32 %v279, i32 %v276
  %v282 = icmp sgt i32 %v268, 2139095040
  %v283 = select i1 %v282, i32 127, i32 %v281
  %v284 = lshr i32 %v267, 24
  %v285 = and i32 %v284, 128
  %v286 = or i32 %v283, %v285
  %v287 = trunc i32 %v286 to i8
  %v288 = zext i8 %v287 to i32
  %v289 = and i32 %v288, 127
  %v290 = shl i32 %v289, 7
  %v291 = trunc i32 %v290 to i16
  %v292 = bitcast i16 %v291 to half
  %v293 = fpext half %v292 to float
  %v294 = fmul float %v293, 0x4070000000000000
  %v295 = bitcast float %v294 to i32
  %v296 = icmp uge i32 %v289, 127
  %v297 = select i1 %v296, i32 2143289344, i32 %v295
  %v298 = and i32 %v288, 128
  %v299 = shl i32 %v298, 24
  %v300 = or i32 %v297, %v299
  %v301 = bitcast i32 %v300 to float
  %v302 = bitcast float %v146 to i32
  %v303 = and i32 %v302, 2147483647
  %v304 = lshr i32 %v303, 20
  %v305 = and i32 %v304, 1
  %v306 = add i32 %v303, 524287
  %v307 = add i32 %v306, %v305
  %v308 = lshr i32 %v307, 20
  %v309 = sub i32 %v308, 960
  %v310 = icmp sgt i32 %v309, 126
  %v311 = select i1 %v310, i32 126, i32 %v309
  %v312 = bitcast i32 %v303 to float
  %v313 = fmul float %v312, 0x4080000000000000
  %v314 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v313)
  %v315 = icmp slt i32 %v303, 1015021568
  %v316 = select i1 %v315, i32 %v314, i32 %v311
  %v317 = icmp sgt i32 %v303, 2139095040
  %v318 = select i1 %v317, i32 127, i32 %v316
  %v319 = lshr i32 %v302, 24
  %v320 = and i32 %v319, 128
  %v321 = or i32 %v318, %v320
  %v322 = trunc i32 %v321 to i8
  %v323 = zext i8 %v322 to i32
  %v324 = and i32 %v323, 127
  %v325 = shl i32 %v324, 7
  %v326 = trunc i32 %v325 to i16
  %v327 = bitcast i16 %v326 to half
  %v328 = fpext half %v327 to float
  %v329 = fmul float %v328, 0x4070000000000000
  %v330 = bitcast float %v329 to i32
  %v331 = icmp uge i32 %v324, 127
  %v332 = select i1 %v331, i32 2143289344, i32 %v330
  %v333 = and i32 %v323, 128
  %v334 = shl i32 %v333, 24
  %v335 = or i32 %v332, %v334
  %v336 = bitcast i32 %v335 to float
  %v337 = bitcast float %v147 to i32
  %v338 = and i32 %v337, 2147483647
  %v339 = lshr i32 %v338, 20
  %v340 = and i32 %v339, 1
  %v341 = add i32 %v338, 524287
  %v342 = add i32 %v341, %v340
  %v343 = lshr i32 %v342, 20
  %v344 = sub i32 %v343, 960
  %v345 = icmp sgt i32 %v344, 126
  %v346 = select i1 %v345, i32 126, i32 %v344
  %v347 = bitcast i32 %v338 to float
  %v348 = fmul float %v347, 0x4080000000000000
  %v349 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v348)
  %v350 = icmp slt i32 %v338, 1015021568
  %v351 = select i1 %v350, i32 %v349, i32 %v346
  %v352 = icmp sgt i32 %v338, 2139095040
  %v353 = select i1 %v352, i32 127, i32 %v351
  %v354 = lshr i32 %v337, 24
  %v355 = and i32 %v354, 128
  %v356 = or i32 %v353, %v355
  %v357 = trunc i32 %v356 to i8
  %v358 = zext i8 %v357 to i32
  %v359 = and i32 %v358, 127
  %v360 = shl i32 %v359, 7
  %v361 = trunc i32 %v360 to i16
  %v362 = bitcast i16 %v361 to half
  %v363 = fpext half %v362 to float
  %v364 = fmul float %v363, 0x4070000000000000
  %v365 = bitcast float %v364 to i32
  %v366 = icmp uge i32 %v359, 127
  %v367 = select i1 %v366, i32 2143289344, i32 %v365
  %v368 = and i32 %v358, 128
  %v369 = shl i32 %v368, 24
  %v370 = or i32 %v367, %v369
  %v371 = bitcast i32 %v370 to float
  %v372 = bitcast float %v148 to i32
  %v373 = and i32 %v372, 2147483647
  %v374 = lshr i32 %v373, 20
  %v375 = and i32 %v374, 1
  %v376 = add i32 %v373, 524287
  %v377 = add i32 %v376, %v375
  %v378 = lshr i32 %v377, 20
  %v379 = sub i32 %v378, 960
  %v380 = icmp sgt i32 %v379, 126
  %v381 = select i1 %v380, i32 126, i32 %v379
  %v382 = bitcast i32 %v373 to float
  %v383 = fmul float %v382, 0x4080000000000000
  %v384 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v383)
  %v385 = icmp slt i32 %v373, 1015021568
  %v386 = select i1 %v385, i32 %v384, i32 %v381
  %v387 = icmp sgt i32 %v373, 2139095040
  %v388 = select i1 %v387, i32 127, i32 %v386
  %v389 = lshr i32 %v372, 24
  %v390 = and i32 %v389, 128
  %v391 = or i32 %v388, %v390
  %v392 = trunc i32 %v391 to i8
  %v393 = zext i8 %v392 to i32
  %v394 = and i32 %v393, 127
  %v395 = shl i32 %v394, 7
  %v396 = trunc i32 %v395 to i16
  %v397 = bitcast i16 %v396 to half
  %v398 = fpext half %v397 to float
  %v399 = fmul float %v398, 0x4070000000000000
  %v400 = bitcast float %v399 to i32
  %v401 = icmp uge i32 %v394, 127
  %v402 = select i1 %v401, i32 2143289344, i32 %v400
  %v403 = and i32 %v393, 128
  %v404 = shl i32 %v403, 24
  %v405 = or i32 %v402, %v404
  %v406 = bitcast i32 %v405 to float
  %v407 = bitcast float %v149 to i32
  %v408 = and i32 %v407, 2147483647
  %v409 = lshr i32 %v408, 20
  %v410 = and i32 %v409, 1
  %v411 = add i32 %v408, 524287
  %v412 = add i32 %v411, %v410
  %v413 = lshr i32 %v412, 20
  %v414 = sub i32 %v413, 960
  %v415 = icmp sgt i32 %v414, 126
  %v416 = select i1 %v415, i32 126, i32 %v414
  %v417 = bitcast i32 %v408 to float
  %v418 = fmul float %v417, 0x4080000000000000
  %v419 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v418)
  %v420 = icmp slt i32 %v408, 1015021568
  %v421 = select i1 %v420, i32 %v419, i32 %v416
  %v422 = icmp sgt i32 %v408, 2139095040
  %v423 = select i1 %v422, i32 127, i32 %v421
  %v424 = lshr i32 %v407, 24
  %v425 = and i32 %v424, 128
  %v426 = or i32 %v423, %v425
  %v427 = trunc i32 %v426 to i8
  %v428 = zext i8 %v427 to i32
  %v429 = and i32 %v428, 127
  %v430 = shl i32 %v429, 7
  %v431 = trunc i32 %v430 to i16
  %v432 = bitcast i16 %v431 to half
  %v433 = fpext half %v432 to float
  %v434 = fmul float %v433, 0x4070000000000000
  %v435 = bitcast float %v434 to i32
  %v436 = icmp uge i32 %v429, 127
  %v437 = select i1 %v436, i32 2143289344, i32 %v435
  %v438 = and i32 %v428, 128
  %v439 = shl i32 %v438, 24
  %v440 = or i32 %v437, %v439
  %v441 = bitcast i32 %v440 to float
  %v442 = bitcast float %v150 to i32
  %v443 = and i32 %v442, 2147483647
  %v444 = lshr i32 %v443, 20
  %v445 = and i32 %v444, 1
  %v446 = add i32 %v443, 524287
  %v447 = add i32 %v446, %v445
  %v448 = lshr i32 %v447, 20
  %v449 = sub i32 %v448, 960
  %v450 = icmp sgt i32 %v449, 126
  %v451 = select i1 %v450, i32 126, i32 %v449
  %v452 = bitcast i32 %v443 to float
  %v453 = fmul float %v452, 0x4080000000000000
  %v454 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v453)
  %v455 = icmp slt i32 %v443, 1015021568
  %v456 = select i1 %v455, i32 %v454, i32 %v451
  %v457 = icmp sgt i32 %v443, 2139095040
  %v458 = select i1 %v457, i32 127, i32 %v456
  %v459 = lshr i32 %v442, 24
  %v460 = and i32 %v459, 128
  %v461 = or i32 %v458, %v460
  %v462 = trunc i32 %v461 to i8
  %v463 = zext i8 %v462 to i32
  %v464 = and i32 %v463, 127
  %v465 = shl i32 %v464, 7
  %v466 = trunc i32 %v465 to i16
  %v467 = bitcast i16 %v466 to half
  %v468 = fpext half %v467 to float
  %v469 = fmul float %v468, 0x4070000000000000
  %v470 = bitcast float %v469 to i32
  %v471 = icmp uge i32 %v464, 127
  %v472 = select i1 %v471, i32 2143289344, i32 %v470
  %v473 = and i32 %v463, 128
  %v474 = shl i32 %v473, 24
  %v475 = or i32 %v472, %v474
  %v476 = bitcast i32 %v475 to float
  %v477 = bitcast float %v151 to i32
  %v478 = and i32 %v477, 2147483647
  %v479 = lshr i32 %v478, 20
  %v480 = and i32 %v479, 1
  %v481 = add i32 %v478, 524287
  %v482 = add i32 %v481, %v480
  %v483 = lshr i32 %v482, 20
  %v484 = sub i32 %v483, 960
  %v485 = icmp sgt i32 %v484, 126
  %v486 = select i1 %v485, i32 126, i32 %v484
  %v487 = bitcast i32 %v478 to float
  %v488 = fmul float %v487, 0x4080000000000000
  %v489 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v488)
  %v490 = icmp slt i32 %v478, 1015021568
  %v491 = select i1 %v490, i32 %v489, i32 %v486
  %v492 = icmp sgt i32 %v478, 2139095040
  %v493 = select i1 %v492, i32 127, i32 %v491
  %v494 = lshr i32 %v477, 24
  %v495 = and i32 %v494, 128
  %v496 = or i32 %v493, %v495
  %v497 = trunc i32 %v496 to i8
  %v498 = zext i8 %v497 to i32
  %v499 = and i32 %v498, 127
  %v500 = shl i32 %v499, 7
  %v501 = trunc i32 %v500 to i16
  %v502 = bitcast i16 %v501 to half
  %v503 = fpext half %v502 to float
  %v504 = fmul float %v503, 0x4070000000000000
  %v505 = bitcast float %v504 to i32
  %v506 = icmp uge i32 %v499, 127
  %v507 = select i1 %v506, i32 2143289344, i32 %v505
  %v508 = and i32 %v498, 128
  %v509 = shl i32 %v508, 24
  %v510 = or i32 %v507, %v509
  %v511 = bitcast i32 %v510 to float
  %v512 = sitofp i64 %v168 to float
  %v513 = sitofp i64 %v169 to float
  %v514 = sitofp i64 %v170 to float
  %v515 = sitofp i64 %v171 to float
  %v516 = sitofp i64 %v172 to float
  %v517 = sitofp i64 %v173 to float
  %v518 = sitofp i64 %v174 to float
  %v519 = sitofp i64 %v175 to float
  %v520 = fsub float 0x8000000000000000, %v144
  %v521 = call float @__nv_expf(float %v520)
  %v522 = fadd float 0x3FF0000000000000, %v521
  %v523 = fdiv float 0x3FF0000000000000, %v522
  %v524 = fptrunc float %v523 to half
  %v525 = fpext half %v524 to float
  %v526 = fsub float 0x8000000000000000, %v145
  %v527 = call float @__nv_expf(float %v526)
  %v528 = fadd float 0x3FF0000000000000, %v527
  %v529 = fdiv float 0x3FF0000000000000, %v528
  %v530 = fptrunc float %v529 to half
  %v531 = fpext half %v530 to float
  %v532 = fsub float 0x8000000000000000, %v146
  %v533 = call float @__nv_expf(float %v532)
  %v534 = fadd float 0x3FF0000000000000, %v533
  %v535 = fdiv float 0x3FF0000000000000, %v534
  %v536 = fptrunc float %v535 to half
  %v537 = fpext half %v536 to float
  %v538 = fsub float 0x8000000000000000, %v147
  %v539 = call float @__nv_expf(float %v538)
  %v540 = fadd float 0x3FF0000000000000, %v539
  %v541 = fdiv float 0x3FF0000000000000, %v540
  %v542 = fptrunc float %v541 to half
  %v543 = fpext half %v542 to float
  %v544 = fsub float 0x8000000000000000, %v148
  %v545 = call float @__nv_expf(float %v544)
  %v546 = fadd float 0x3FF0000000000000, %v545
  %v547 = fdiv float 0x3FF0000000000000, %v546
  %v548 = fptrunc float %v547 to half
  %v549 = fpext half %v548 to float
  %v550 = fsub float 0x8000000000000000, %v149
  %v551 = call float @__nv_expf(float %v550)
  %v552 = fadd float 0x3FF0000000000000, %v551
  %v553 = fdiv float 0x3FF0000000000000, %v552
  %v554 = fptrunc float %v553 to half
  %v555 = fpext half %v554 to float
  %v556 = fsub float 0x8000000000000000, %v150
  %v557 = call float @__nv_expf(float %v556)
  %v558 = fadd float 0x3FF0000000000000, %v557
  %v559 = fdiv float 0x3FF0000000000000, %v558
  %v560 = fptrunc float %v559 to half
  %v561 = fpext half %v560 to float
  %v562 = fsub float 0x8000000000000000, %v151
  %v563 = call float @__nv_expf(float %v562)
  %v564 = fadd float 0x3FF0000000000000, %v563
  %v565 = fdiv float 0x3FF0000000000000, %v564
  %v566 = fptrunc float %v565 to half
  %v567 = fpext half %v566 to float
  %v568 = call float @__nv_erff(float %v525)
  %v569 = fptrunc float %v568 to half
  %v570 = fpext half %v569 to float
  %v571 = call float @__nv_erff(float %v531)
  %v572 = fptrunc float %v571 to half
  %v573 = fpext half %v572 to float
  %v574 = call float @__nv_erff(float %v537)
  %v575 = fptrunc float %v574 to half
  %v576 = fpext half %v575 to float
  %v577 = call float @__nv_erff(float %v543)
  %v578 = fptrunc float %v577 to half
  %v579 = fpext half %v578 to float
  %v580 = call float @__nv_erff(float %v549)
  %v581 = fptrunc float %v580 to half
  %v582 = fpext half %v581 to float
  %v583 = call float @__nv_erff(float %v555)
  %v584 = fptrunc float %v583 to half
  %v585 = fpext half %v584 to float
  %v586 = call float @__nv_erff(float %v561)
  %v587 = fptrunc float %v586 to half
  %v588 = fpext half %v587 to float
  %v589 = call float @__nv_erff(float %v567)
  %v590 = fptrunc float %v589 to half
  %v591 = fpext half %v590 to float
  %v592 = fadd float %v570, %v194
  %v593 = fptrunc float %v592 to half
  %v594 = fpext half %v593 to float
  %v595 = fadd float %v573, %v197
  %v596 = fptrunc float %v595 to half
  %v597 = fpext half %v596 to float
  %v598 = fadd float %v576, %v200
  %v599 = fptrunc float %v598 to half
  %v600 = fpext half %v599 to float
  %v601 = fadd float %v579, %v203
  %v602 = fptrunc float %v601 to half
  %v603 = fpext half %v602 to float
  %v604 = fadd float %v582, %v206
  %v605 = fptrunc float %v604 to half
  %v606 = fpext half %v605 to float
  %v607 = fadd float %v585, %v209
  %v608 = fptrunc float %v607 to half
  %v609 = fpext half %v608 to float
  %v610 = fadd float %v588, %v212
  %v611 = fptrunc float %v610 to half
  %v612 = fpext half %v611 to float
  %v613 = fadd float %v591, %v215
  %v614 = fptrunc float %v613 to half
  %v615 = fpext half %v614 to float
  %v616 = sitofp i32 %p15 to float
  %v617 = and i32 %v2, 1
  %v618 = shl i32 %v617, 3
  %v619 = lshr i32 %v2, 1
  %v620 = and i32 %v619, 1
  %v621 = shl i32 %v620, 4
  %v622 = or i32 %v618, %v621
  %v623 = lshr i32 %v2, 2
  %v624 = and i32 %v623, 1
  %v625 = shl i32 %v624, 5
  %v626 = or i32 %v622, %v625
  %v627 = lshr i32 %v2, 3
  %v628 = and i32 %v627, 1
  %v629 = shl i32 %v628, 6
  %v630 = or i32 %v626, %v629
  %v631 = and i32 %v630, 127
  %v632 = sext i32 %v5 to i64
  %v633 = mul i64 %v632, 128
  %v634 = zext i32 %v631 to i64
  %v635 = add i64 %v633, %v634
  %v636 = sext i32 %p2 to i64
  %v637 = zext i32 %p1 to i64
  %v638 = mul i64 %v635, %v636
  %v639 = add i64 %v633, 128
  %v640 = icmp sle i64 %v639, %v637
  %v641 = icmp sge i64 %v632, 0
  %v642 = and i1 %v640, %v641
  %v643 = and i32 %v2, 16
  %v644 = icmp eq i32 %v643, 0
  %v645 = and i32 %v3, 3
  %v646 = icmp eq i32 %v645, 0
  %v647 = and i1 %v644, %v646
  br i1 %v647, label %st_owner20, label %join21
ld4:
  %v86 = load half, half addrspace(1)* %v85, align 2
  %v87 = fpext half %v86 to float
  br label %ld_next5
ld_next5:
  %v88 = phi float [ %v87, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v89 = add i64 %v27, %v25
  %v90 = add i64 %v24, 1
  %v91 = icmp ult i64 %v90, %v26
  %v92 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v89
  br i1 %v91, label %ld6, label %ld_next7
ld6:
  %v93 = load half, half addrspace(1)* %v92, align 2
  %v94 = fpext half %v93 to float
  br label %ld_next7
ld_next7:
  %v95 = phi float [ %v94, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v96 = mul i64 2, %v25
  %v97 = add i64 %v27, %v96
  %v98 = add i64 %v24, 2
  %v99 = icmp ult i64 %v98, %v26
  %v100 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v97
  br i1 %v99, label %ld8, label %ld_next9
ld8:
  %v101 = load half, half addrspace(1)* %v100, align 2
  %v102 = fpext half %v101 to float
  br label %ld_next9
ld_next9:
  %v103 = phi float [ %v102, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v104 = mul i64 3, %v25
  %v105 = add i64 %v27, %v104
  %v106 = add i64 %v24, 3
  %v107 = icmp ult i64 %v106, %v26
  %v108 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v105
  br i1 %v107, label %ld10, label %ld_next11
ld10:
  %v109 = load half, half addrspace(1)* %v108, align 2
  %v110 = fpext half %v109 to float
  br label %ld_next11
ld_next11:
  %v111 = phi float [ %v110, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v112 = mul i64 4, %v25
  %v113 = add i64 %v27, %v112
  %v114 = add i64 %v24, 4
  %v115 = icmp ult i64 %v114, %v26
  %v116 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v113
  br i1 %v115, label %ld12, label %ld_next13
ld12:
  %v117 = load half, half addrspace(1)* %v116, align 2
  %v118 = fpext half %v117 to float
  br label %ld_next13
ld_next13:
  %v119 = phi float [ %v118, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v120 = mul i64 5, %v25
  %v121 = add i64 %v27, %v120
  %v122 = add i64 %v24, 5
  %v123 = icmp ult i64 %v122, %v26
  %v124 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v121
  br i1 %v123, label %ld14, label %ld_next15
ld14:
  %v125 = load half, half addrspace(1)* %v124, align 2
  %v126 = fpext half %v125 to float
  br label %ld_next15
ld_next15:
  %v127 = phi float [ %v126, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v128 = mul i64 6, %v25
  %v129 = add i64 %v27, %v128
  %v130 = add i64 %v24, 6
  %v131 = icmp ult i64 %v130, %v26
  %v132 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v129
  br i1 %v131, label %ld16, label %ld_next17
ld16:
  %v133 = load half, half addrspace(1)* %v132, align 2
  %v134 = fpext half %v133 to float
  br label %ld_next17
ld_next17:
  %v135 = phi float [ %v134, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v136 = mul i64 7, %v25
  %v137 = add i64 %v27, %v136
  %v138 = add i64 %v24, 7
  %v139 = icmp ult i64 %v138, %v26
  %v140 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v137
  br i1 %v139, label %ld18, label %ld_next19
ld18:
  %v141 = load half, half addrspace(1)* %v140, align 2
  %v142 = fpext half %v141 to float
  br label %ld_next19
ld_next19:
  %v143 = phi float [ %v142, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  br label %ld_done3
st_owner20:
  br i1 %v642, label %st_full22, label %st_edge23
join21:
  %v736 = and i32 %v2, 1
  %v737 = shl i32 %v736, 3
  %v738 = lshr i32 %v2, 1
  %v739 = and i32 %v738, 1
  %v740 = shl i32 %v739, 4
  %v741 = or i32 %v737, %v740
  %v742 = lshr i32 %v2, 2
  %v743 = and i32 %v742, 1
  %v744 = shl i32 %v743, 5
  %v745 = or i32 %v741, %v744
  %v746 = lshr i32 %v2, 3
  %v747 = and i32 %v746, 1
  %v748 = shl i32 %v747, 6
  %v749 = or i32 %v745, %v748
  %v750 = and i32 %v749, 127
  %v751 = sext i32 %v5 to i64
  %v752 = mul i64 %v751, 128
  %v753 = zext i32 %v750 to i64
  %v754 = add i64 %v752, %v753
  %v755 = sext i32 %p5 to i64
  %v756 = zext i32 %p4 to i64
  %v757 = mul i64 %v754, %v755
  %v758 = add i64 %v752, 128
  %v759 = icmp sle i64 %v758, %v756
  %v760 = icmp sge i64 %v751, 0
  %v761 = and i1 %v759, %v760
  %v762 = and i32 %v2, 16
  %v763 = icmp eq i32 %v762, 0
  %v764 = and i32 %v3, 3
  %v765 = icmp eq i32 %v764, 0
  %v766 = and i1 %v763, %v765
  br i1 %v766, label %st_owner41, label %join42
st_full22:
  %v648 = icmp ult i64 %v635, %v637
  %v649 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v638
  %v650 = fptrunc float %v594 to half
  store half %v650, half addrspace(1)* %v649, align 2
  %v651 = add i64 %v638, %v636
  %v652 = add i64 %v635, 1
  %v653 = icmp ult i64 %v652, %v637
  %v654 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v651
  %v655 = fptrunc float %v597 to half
  store half %v655, half addrspace(1)* %v654, align 2
  %v656 = mul i64 2, %v636
  %v657 = add i64 %v638, %v656
  %v658 = add i64 %v635, 2
  %v659 = icmp ult i64 %v658, %v637
  %v660 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v657
  %v661 = fptrunc float %v600 to half
  store half %v661, half addrspace(1)* %v660, align 2
  %v662 = mul i64 3, %v636
  %v663 = add i64 %v638, %v662
  %v664 = add i64 %v635, 3
  %v665 = icmp ult i64 %v664, %v637
  %v666 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v663
  %v667 = fptrunc float %v603 to half
  store half %v667, half addrspace(1)* %v666, align 2
  %v668 = mul i64 4, %v636
  %v669 = add i64 %v638, %v668
  %v670 = add i64 %v635, 4
  %v671 = icmp ult i64 %v670, %v637
  %v672 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v669
  %v673 = fptrunc float %v606 to half
  store half %v673, half addrspace(1)* %v672, align 2
  %v674 = mul i64 5, %v636
  %v675 = add i64 %v638, %v674
  %v676 = add i64 %v635, 5
  %v677 = icmp ult i64 %v676, %v637
  %v678 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v675
  %v679 = fptrunc float %v609 to half
  store half %v679, half addrspace(1)* %v678, align 2
  %v680 = mul i64 6, %v636
  %v681 = add i64 %v638, %v680
  %v682 = add i64 %v635, 6
  %v683 = icmp ult i64 %v682, %v637
  %v684 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v681
  %v685 = fptrunc float %v612 to half
  store half %v685, half addrspace(1)* %v684, align 2
  %v686 = mul i64 7, %v636
  %v687 = add i64 %v638, %v686
  %v688 = add i64 %v635, 7
  %v689 = icmp ult i64 %v688, %v637
  %v690 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v687
  %v691 = fptrunc float %v615 to half
  store half %v691, half addrspace(1)* %v690, align 2
  br label %st_done24
st_edge23:
  %v692 = icmp ult i64 %v635, %v637
  %v693 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v638
  br i1 %v692, label %st25, label %join26
st_done24:
  br label %join21
st25:
  %v694 = fptrunc float %v594 to half
  store half %v694, half addrspace(1)* %v693, align 2
  br label %join26
join26:
  %v695 = add i64 %v638, %v636
  %v696 = add i64 %v635, 1
  %v697 = icmp ult i64 %v696, %v637
  %v698 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v695
  br i1 %v697, label %st27, label %join28
st27:
  %v699 = fptrunc float %v597 to half
  store half %v699, half addrspace(1)* %v698, align 2
  br label %join28
join28:
  %v700 = mul i64 2, %v636
  %v701 = add i64 %v638, %v700
  %v702 = add i64 %v635, 2
  %v703 = icmp ult i64 %v702, %v637
  %v704 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v701
  br i1 %v703, label %st29, label %join30
st29:
  %v705 = fptrunc float %v600 to half
  store half %v705, half addrspace(1)* %v704, align 2
  br label %join30
join30:
  %v706 = mul i64 3, %v636
  %v707 = add i64 %v638, %v706
  %v708 = add i64 %v635, 3
  %v709 = icmp ult i64 %v708, %v637
  %v710 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v707
  br i1 %v709, label %st31, label %join32
st31:
  %v711 = fptrunc float %v603 to half
  store half %v711, half addrspace(1)* %v710, align 2
  br label %join32
join32:
  %v712 = mul i64 4, %v636
  %v713 = add i64 %v638, %v712
  %v714 = add i64 %v635, 4
  %v715 = icmp ult i64 %v714, %v637
  %v716 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v713
  br i1 %v715, label %st33, label %join34
st33:
  %v717 = fptrunc float %v606 to half
  store half %v717, half addrspace(1)* %v716, align 2
  br label %join34
join34:
  %v718 = mul i64 5, %v636
  %v719 = add i64 %v638, %v718
  %v720 = add i64 %v635, 5
  %v721 = icmp ult i64 %v720, %v637
  %v722 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v719
  br i1 %v721, label %st35, label %join36
st35:
  %v723 = fptrunc float %v609 to half
  store half %v723, half addrspace(1)* %v722, align 2
  br label %join36
join36:
  %v724 = mul i64 6, %v636
  %v725 = add i64 %v638, %v724
  %v726 = add i64 %v635, 6
  %v727 = icmp ult i64 %v726, %v637
  %v728 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v725
  br i1 %v727, label %st37, label %join38
st37:
  %v729 = fptrunc float %v612 to half
  store half %v729, half addrspace(1)* %v728, align 2
  br label %join38
join38:
  %v730 = mul i64 7, %v636
  %v731 = add i64 %v638, %v730
  %v732 = add i64 %v635, 7
  %v733 = icmp ult i64 %v732, %v637
  %v734 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v731
  br i1 %v733, label %st39, label %join40
st39:
  %v735 = fptrunc float %v615 to half
  store half %v735, half addrspace(1)* %v734, align 2
  br label %join40
join40:
  br label %st_done24
st_owner41:
  br i1 %v761, label %st_full43, label %st_edge44
join42:
  %v839 = and i32 %v2, 1
  %v840 = shl i32 %v839, 3
  %v841 = lshr i32 %v2, 1
  %v842 = and i32 %v841, 1
  %v843 = shl i32 %v842, 4
  %v844 = or i32 %v840, %v843
  %v845 = lshr i32 %v2, 2
  %v846 = and i32 %v845, 1
  %v847 = shl i32 %v846, 5
  %v848 = or i32 %v844, %v847
  %v849 = lshr i32 %v2, 3
  %v850 = and i32 %v849, 1
  %v851 = shl i32 %v850, 6
  %v852 = or i32 %v848, %v851
  %v853 = and i32 %v852, 127
  %v854 = sext i32 %v5 to i64
  %v855 = mul i64 %v854, 128
  %v856 = zext i32 %v853 to i64
  %v857 = add i64 %v855, %v856
  %v858 = sext i32 %p8 to i64
  %v859 = zext i32 %p7 to i64
  %v860 = mul i64 %v857, %v858
  %v861 = add i64 %v855, 128
  %v862 = icmp sle i64 %v861, %v859
  %v863 = icmp sge i64 %v854, 0
  %v864 = and i1 %v862, %v863
  %v865 = and i32 %v2, 16
  %v866 = icmp eq i32 %v865, 0
  %v867 = and i32 %v3, 3
  %v868 = icmp eq i32 %v867, 0
  %v869 = and i1 %v866, %v868
  br i1 %v869, label %st_owner62, label %join63
st_full43:
  %v767 = icmp ult i64 %v754, %v756
  %v768 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v757
  store i8 %v176, i8 addrspace(1)* %v768, align 1
  %v769 = add i64 %v757, %v755
  %v770 = add i64 %v754, 1
  %v771 = icmp ult i64 %v770, %v756
  %v772 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v769
  store i8 %v177, i8 addrspace(1)* %v772, align 1
  %v773 = mul i64 2, %v755
  %v774 = add i64 %v757, %v773
  %v775 = add i64 %v754, 2
  %v776 = icmp ult i64 %v775, %v756
  %v777 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v774
  store i8 %v178, i8 addrspace(1)* %v777, align 1
  %v778 = mul i64 3, %v755
  %v779 = add i64 %v757, %v778
  %v780 = add i64 %v754, 3
  %v781 = icmp ult i64 %v780, %v756
  %v782 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v779
  store i8 %v179, i8 addrspace(1)* %v782, align 1
  %v783 = mul i64 4, %v755
  %v784 = add i64 %v757, %v783
  %v785 = add i64 %v754, 4
  %v786 = icmp ult i64 %v785, %v756
  %v787 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v784
  store i8 %v180, i8 addrspace(1)* %v787, align 1
  %v788 = mul i64 5, %v755
  %v789 = add i64 %v757, %v788
  %v790 = add i64 %v754, 5
  %v791 = icmp ult i64 %v790, %v756
  %v792 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v789
  store i8 %v181, i8 addrspace(1)* %v792, align 1
  %v793 = mul i64 6, %v755
  %v794 = add i64 %v757, %v793
  %v795 = add i64 %v754, 6
  %v796 = icmp ult i64 %v795, %v756
  %v797 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v794
  store i8 %v182, i8 addrspace(1)* %v797, align 1
  %v798 = mul i64 7, %v755
  %v799 = add i64 %v757, %v798
  %v800 = add i64 %v754, 7
  %v801 = icmp ult i64 %v800, %v756
  %v802 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v799
  store i8 %v183, i8 addrspace(1)* %v802, align 1
  br label %st_done45
st_edge44:
  %v803 = icmp ult i64 %v754, %v756
  %v804 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v757
  br i1 %v803, label %st46, label %join47
st_done45:
  br label %join42
st46:
  store i8 %v176, i8 addrspace(1)* %v804, align 1
  br label %join47
join47:
  %v805 = add i64 %v757, %v755
  %v806 = add i64 %v754, 1
  %v807 = icmp ult i64 %v806, %v756
  %v808 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v805
  br i1 %v807, label %st48, label %join49
st48:
  store i8 %v177, i8 addrspace(1)* %v808, align 1
  br label %join49
join49:
  %v809 = mul i64 2, %v755
  %v810 = add i64 %v757, %v809
  %v811 = add i64 %v754, 2
  %v812 = icmp ult i64 %v811, %v756
  %v813 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v810
  br i1 %v812, label %st50, label %join51
st50:
  store i8 %v178, i8 addrspace(1)* %v813, align 1
  br label %join51
join51:
  %v814 = mul i64 3, %v755
  %v815 = add i64 %v757, %v814
  %v816 = add i64 %v754, 3
  %v817 = icmp ult i64 %v816, %v756
  %v818 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v815
  br i1 %v817, label %st52, label %join53
st52:
  store i8 %v179, i8 addrspace(1)* %v818, align 1
  br label %join53
join53:
  %v819 = mul i64 4, %v755
  %v820 = add i64 %v757, %v819
  %v821 = add i64 %v754, 4
  %v822 = icmp ult i64 %v821, %v756
  %v823 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v820
  br i1 %v822, label %st54, label %join55
st54:
  store i8 %v180, i8 addrspace(1)* %v823, align 1
  br label %join55
join55:
  %v824 = mul i64 5, %v755
  %v825 = add i64 %v757, %v824
  %v826 = add i64 %v754, 5
  %v827 = icmp ult i64 %v826, %v756
  %v828 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v825
  br i1 %v827, label %st56, label %join57
st56:
  store i8 %v181, i8 addrspace(1)* %v828, align 1
  br label %join57
join57:
  %v829 = mul i64 6, %v755
  %v830 = add i64 %v757, %v829
  %v831 = add i64 %v754, 6
  %v832 = icmp ult i64 %v831, %v756
  %v833 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v830
  br i1 %v832, label %st58, label %join59
st58:
  store i8 %v182, i8 addrspace(1)* %v833, align 1
  br label %join59
join59:
  %v834 = mul i64 7, %v755
  %v835 = add i64 %v757, %v834
  %v836 = add i64 %v754, 7
  %v837 = icmp ult i64 %v836, %v756
  %v838 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v835
  br i1 %v837, label %st60, label %join61
st60:
  store i8 %v183, i8 addrspace(1)* %v838, align 1
  br label %join61
join61:
  br label %st_done45
st_owner62:
  br i1 %v864, label %st_full64, label %st_edge65
join63:
  %v942 = and i32 %v2, 1
  %v943 = shl i32 %v942, 3
  %v944 = lshr i32 %v2, 1
  %v945 = and i32 %v944, 1
  %v946 = shl i32 %v945, 4
  %v947 = or i32 %v943, %v946
  %v948 = lshr i32 %v2, 2
  %v949 = and i32 %v948, 1
  %v950 = shl i32 %v949, 5
  %v951 = or i32 %v947, %v950
  %v952 = lshr i32 %v2, 3
  %v953 = and i32 %v952, 1
  %v954 = shl i32 %v953, 6
  %v955 = or i32 %v951, %v954
  %v956 = and i32 %v955, 127
  %v957 = sext i32 %v5 to i64
  %v958 = mul i64 %v957, 128
  %v959 = zext i32 %v956 to i64
  %v960 = add i64 %v958, %v959
  %v961 = sext i32 %p11 to i64
  %v962 = zext i32 %p10 to i64
  %v963 = mul i64 %v960, %v961
  %v964 = add i64 %v958, 128
  %v965 = icmp sle i64 %v964, %v962
  %v966 = icmp sge i64 %v957, 0
  %v967 = and i1 %v965, %v966
  %v968 = and i32 %v2, 16
  %v969 = icmp eq i32 %v968, 0
  %v970 = and i32 %v3, 3
  %v971 = icmp eq i32 %v970, 0
  %v972 = and i1 %v969, %v971
  br i1 %v972, label %st_owner83, label %join84
st_full64:
  %v870 = icmp ult i64 %v857, %v859
  %v871 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v860
  store i64 %v216, i64 addrspace(1)* %v871, align 8
  %v872 = add i64 %v860, %v858
  %v873 = add i64 %v857, 1
  %v874 = icmp ult i64 %v873, %v859
  %v875 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v872
  store i64 %v217, i64 addrspace(1)* %v875, align 8
  %v876 = mul i64 2, %v858
  %v877 = add i64 %v860, %v876
  %v878 = add i64 %v857, 2
  %v879 = icmp ult i64 %v878, %v859
  %v880 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v877
  store i64 %v218, i64 addrspace(1)* %v880, align 8
  %v881 = mul i64 3, %v858
  %v882 = add i64 %v860, %v881
  %v883 = add i64 %v857, 3
  %v884 = icmp ult i64 %v883, %v859
  %v885 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v882
  store i64 %v219, i64 addrspace(1)* %v885, align 8
  %v886 = mul i64 4, %v858
  %v887 = add i64 %v860, %v886
  %v888 = add i64 %v857, 4
  %v889 = icmp ult i64 %v888, %v859
  %v890 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v887
  store i64 %v220, i64 addrspace(1)* %v890, align 8
  %v891 = mul i64 5, %v858
  %v892 = add i64 %v860, %v891
  %v893 = add i64 %v857, 5
  %v894 = icmp ult i64 %v893, %v859
  %v895 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v892
  store i64 %v221, i64 addrspace(1)* %v895, align 8
  %v896 = mul i64 6, %v858
  %v897 = add i64 %v860, %v896
  %v898 = add i64 %v857, 6
  %v899 = icmp ult i64 %v898, %v859
  %v900 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v897
  store i64 %v222, i64 addrspace(1)* %v900, align 8
  %v901 = mul i64 7, %v858
  %v902 = add i64 %v860, %v901
  %v903 = add i64 %v857, 7
  %v904 = icmp ult i64 %v903, %v859
  %v905 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v902
  store i64 %v223, i64 addrspace(1)* %v905, align 8
  br label %st_done66
st_edge65:
  %v906 = icmp ult i64 %v857, %v859
  %v907 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v860
  br i1 %v906, label %st67, label %join68
st_done66:
  br label %join63
st67:
  store i64 %v216, i64 addrspace(1)* %v907, align 8
  br label %join68
join68:
  %v908 = add i64 %v860, %v858
  %v909 = add i64 %v857, 1
  %v910 = icmp ult i64 %v909, %v859
  %v911 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v908
  br i1 %v910, label %st69, label %join70
st69:
  store i64 %v217, i64 addrspace(1)* %v911, align 8
  br label %join70
join70:
  %v912 = mul i64 2, %v858
  %v913 = add i64 %v860, %v912
  %v914 = add i64 %v857, 2
  %v915 = icmp ult i64 %v914, %v859
  %v916 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v913
  br i1 %v915, label %st71, label %join72
st71:
  store i64 %v218, i64 addrspace(1)* %v916, align 8
  br label %join72
join72:
  %v917 = mul i64 3, %v858
  %v918 = add i64 %v860, %v917
  %v919 = add i64 %v857, 3
  %v920 = icmp ult i64 %v919, %v859
  %v921 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v918
  br i1 %v920, label %st73, label %join74
st73:
  store i64 %v219, i64 addrspace(1)* %v921, align 8
  br label %join74
join74:
  %v922 = mul i64 4, %v858
  %v923 = add i64 %v860, %v922
  %v924 = add i64 %v857, 4
  %v925 = icmp ult i64 %v924, %v859
  %v926 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v923
  br i1 %v925, label %st75, label %join76
st75:
  store i64 %v220, i64 addrspace(1)* %v926, align 8
  br label %join76
join76:
  %v927 = mul i64 5, %v858
  %v928 = add i64 %v860, %v927
  %v929 = add i64 %v857, 5
  %v930 = icmp ult i64 %v929, %v859
  %v931 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v928
  br i1 %v930, label %st77, label %join78
st77:
  store i64 %v221, i64 addrspace(1)* %v931, align 8
  br label %join78
join78:
  %v932 = mul i64 6, %v858
  %v933 = add i64 %v860, %v932
  %v934 = add i64 %v857, 6
  %v935 = icmp ult i64 %v934, %v859
  %v936 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v933
  br i1 %v935, label %st79, label %join80
st79:
  store i64 %v222, i64 addrspace(1)* %v936, align 8
  br label %join80
join80:
  %v937 = mul i64 7, %v858
  %v938 = add i64 %v860, %v937
  %v939 = add i64 %v857, 7
  %v940 = icmp ult i64 %v939, %v859
  %v941 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v938
  br i1 %v940, label %st81, label %join82
st81:
  store i64 %v223, i64 addrspace(1)* %v941, align 8
  br label %join82
join82:
  br label %st_done66
st_owner83:
  br i1 %v967, label %st_full85, label %st_edge86
join84:
  %v1061 = and i32 %v2, 1
  %v1062 = shl i32 %v1061, 3
  %v1063 = lshr i32 %v2, 1
  %v1064 = and i32 %v1063, 1
  %v1065 = shl i32 %v1064, 4
  %v1066 = or i32 %v1062, %v1065
  %v1067 = lshr i32 %v2, 2
  %v1068 = and i32 %v1067, 1
  %v1069 = shl i32 %v1068, 5
  %v1070 = or i32 %v1066, %v1069
  %v1071 = lshr i32 %v2, 3
  %v1072 = and i32 %v1071, 1
  %v1073 = shl i32 %v1072, 6
  %v1074 = or i32 %v1070, %v1073
  %v1075 = and i32 %v1074, 127
  %v1076 = sext i32 %v5 to i64
  %v1077 = mul i64 %v1076, 128
  %v1078 = zext i32 %v1075 to i64
  %v1079 = add i64 %v1077, %v1078
  %v1080 = sext i32 %p14 to i64
  %v1081 = zext i32 %p13 to i64
  %v1082 = mul i64 %v1079, %v1080
  %v1083 = add i64 %v1077, 128
  %v1084 = icmp sle i64 %v1083, %v1081
  %v1085 = icmp sge i64 %v1076, 0
  %v1086 = and i1 %v1084, %v1085
  %v1087 = and i32 %v2, 16
  %v1088 = icmp eq i32 %v1087, 0
  %v1089 = and i32 %v3, 3
  %v1090 = icmp eq i32 %v1089, 0
  %v1091 = and i1 %v1088, %v1090
  br i1 %v1091, label %st_owner104, label %join105
st_full85:
  %v973 = icmp ult i64 %v960, %v962
  %v974 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v963
  %v975 = zext i1 %v224 to i8
  store i8 %v975, i8 addrspace(1)* %v974, align 1
  %v976 = add i64 %v963, %v961
  %v977 = add i64 %v960, 1
  %v978 = icmp ult i64 %v977, %v962
  %v979 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v976
  %v980 = zext i1 %v225 to i8
  store i8 %v980, i8 addrspace(1)* %v979, align 1
  %v981 = mul i64 2, %v961
  %v982 = add i64 %v963, %v981
  %v983 = add i64 %v960, 2
  %v984 = icmp ult i64 %v983, %v962
  %v985 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v982
  %v986 = zext i1 %v226 to i8
  store i8 %v986, i8 addrspace(1)* %v985, align 1
  %v987 = mul i64 3, %v961
  %v988 = add i64 %v963, %v987
  %v989 = add i64 %v960, 3
  %v990 = icmp ult i64 %v989, %v962
  %v991 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v988
  %v992 = zext i1 %v227 to i8
  store i8 %v992, i8 addrspace(1)* %v991, align 1
  %v993 = mul i64 4, %v961
  %v994 = add i64 %v963, %v993
  %v995 = add i64 %v960, 4
  %v996 = icmp ult i64 %v995, %v962
  %v997 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v994
  %v998 = zext i1 %v228 to i8
  store i8 %v998, i8 addrspace(1)* %v997, align 1
  %v999 = mul i64 5, %v961
  %v1000 = add i64 %v963, %v999
  %v1001 = add i64 %v960, 5
  %v1002 = icmp ult i64 %v1001, %v962
  %v1003 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1000
  %v1004 = zext i1 %v229 to i8
  store i8 %v1004, i8 addrspace(1)* %v1003, align 1
  %v1005 = mul i64 6, %v961
  %v1006 = add i64 %v963, %v1005
  %v1007 = add i64 %v960, 6
  %v1008 = icmp ult i64 %v1007, %v962
  %v1009 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1006
  %v1010 = zext i1 %v230 to i8
  store i8 %v1010, i8 addrspace(1)* %v1009, align 1
  %v1011 = mul i64 7, %v961
  %v1012 = add i64 %v963, %v1011
  %v1013 = add i64 %v960, 7
  %v1014 = icmp ult i64 %v1013, %v962
  %v1015 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1012
  %v1016 = zext i1 %v231 to i8
  store i8 %v1016, i8 addrspace(1)* %v1015, align 1
  br label %st_done87
st_edge86:
  %v1017 = icmp ult i64 %v960, %v962
  %v1018 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v963
  br i1 %v1017, label %st88, label %join89
st_done87:
  br label %join84
st88:
  %v1019 = zext i1 %v224 to i8
  store i8 %v1019, i8 addrspace(1)* %v1018, align 1
  br label %join89
join89:
  %v1020 = add i64 %v963, %v961
  %v1021 = add i64 %v960, 1
  %v1022 = icmp ult i64 %v1021, %v962
  %v1023 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1020
  br i1 %v1022, label %st90, label %join91
st90:
  %v1024 = zext i1 %v225 to i8
  store i8 %v1024, i8 addrspace(1)* %v1023, align 1
  br label %join91
join91:
  %v1025 = mul i64 2, %v961
  %v1026 = add i64 %v963, %v1025
  %v1027 = add i64 %v960, 2
  %v1028 = icmp ult i64 %v1027, %v962
  %v1029 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1026
  br i1 %v1028, label %st92, label %join93
st92:
  %v1030 = zext i1 %v226 to i8
  store i8 %v1030, i8 addrspace(1)* %v1029, align 1
  br label %join93
join93:
  %v1031 = mul i64 3, %v961
  %v1032 = add i64 %v963, %v1031
  %v1033 = add i64 %v960, 3
  %v1034 = icmp ult i64 %v1033, %v962
  %v1035 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1032
  br i1 %v1034, label %st94, label %join95
st94:
  %v1036 = zext i1 %v227 to i8
  store i8 %v1036, i8 addrspace(1)* %v1035, align 1
  br label %join95
join95:
  %v1037 = mul i64 4, %v961
  %v1038 = add i64 %v963, %v1037
  %v1039 = add i64 %v960, 4
  %v1040 = icmp ult i64 %v1039, %v962
  %v1041 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1038
  br i1 %v1040, label %st96, label %join97
st96:
  %v1042 = zext i1 %v228 to i8
  store i8 %v1042, i8 addrspace(1)* %v1041, align 1
  br label %join97
join97:
  %v1043 = mul i64 5, %v961
  %v1044 = add i64 %v963, %v1043
  %v1045 = add i64 %v960, 5
  %v1046 = icmp ult i64 %v1045, %v962
  %v1047 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1044
  br i1 %v1046, label %st98, label %join99
st98:
  %v1048 = zext i1 %v229 to i8
  store i8 %v1048, i8 addrspace(1)* %v1047, align 1
  br label %join99
join99:
  %v1049 = mul i64 6, %v961
  %v1050 = add i64 %v963, %v1049
  %v1051 = add i64 %v960, 6
  %v1052 = icmp ult i64 %v1051, %v962
  %v1053 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1050
  br i1 %v1052, label %st100, label %join101
st100:
  %v1054 = zext i1 %v230 to i8
  store i8 %v1054, i8 addrspace(1)* %v1053, align 1
  br label %join101
join101:
  %v1055 = mul i64 7, %v961
  %v1056 = add i64 %v963, %v1055
  %v1057 = add i64 %v960, 7
  %v1058 = icmp ult i64 %v1057, %v962
  %v1059 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1056
  br i1 %v1058, label %st102, label %join103
st102:
  %v1060 = zext i1 %v231 to i8
  store i8 %v1060, i8 addrspace(1)* %v1059, align 1
  br label %join103
join103:
  br label %st_done87
st_owner104:
  br i1 %v1086, label %st_full106, label %st_edge107
join105:
  %v1500 = and i1 %v4, %v4
  %v1501 = xor i1 %v1500, true
  br i1 %v1501, label %trap125, label %ok126
st_full106:
  %v1092 = icmp ult i64 %v1079, %v1081
  %v1093 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1082
  %v1094 = bitcast float %v266 to i32
  %v1095 = and i32 %v1094, 2147483647
  %v1096 = lshr i32 %v1095, 20
  %v1097 = and i32 %v1096, 1
  %v1098 = add i32 %v1095, 524287
  %v1099 = add i32 %v1098, %v1097
  %v1100 = lshr i32 %v1099, 20
  %v1101 = sub i32 %v1100, 960
  %v1102 = icmp sgt i32 %v1101, 126
  %v1103 = select i1 %v1102, i32 126, i32 %v1101
  %v1104 = bitcast i32 %v1095 to float
  %v1105 = fmul float %v1104, 0x4080000000000000
  %v1106 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1105)
  %v1107 = icmp slt i32 %v1095, 1015021568
  %v1108 = select i1 %v1107, i32 %v1106, i32 %v1103
  %v1109 = icmp sgt i32 %v1095, 2139095040
  %v1110 = select i1 %v1109, i32 127, i32 %v1108
  %v1111 = lshr i32 %v1094, 24
  %v1112 = and i32 %v1111, 128
  %v1113 = or i32 %v1110, %v1112
  %v1114 = trunc i32 %v1113 to i8
  store i8 %v1114, i8 addrspace(1)* %v1093, align 1
  %v1115 = add i64 %v1082, %v1080
  %v1116 = add i64 %v1079, 1
  %v1117 = icmp ult i64 %v1116, %v1081
  %v1118 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1115
  %v1119 = bitcast float %v301 to i32
  %v1120 = and i32 %v1119, 2147483647
  %v1121 = lshr i32 %v1120, 20
  %v1122 = and i32 %v1121, 1
  %v1123 = add i32 %v1120, 524287
  %v1124 = add i32 %v1123, %v1122
  %v1125 = lshr i32 %v1124, 20
  %v1126 = sub i32 %v1125, 960
  %v1127 = icmp sgt i32 %v1126, 126
  %v1128 = select i1 %v1127, i32 126, i32 %v1126
  %v1129 = bitcast i32 %v1120 to float
  %v1130 = fmul float %v1129, 0x4080000000000000
  %v1131 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1130)
  %v1132 = icmp slt i32 %v1120, 1015021568
  %v1133 = select i1 %v1132, i32 %v1131, i32 %v1128
  %v1134 = icmp sgt i32 %v1120, 2139095040
  %v1135 = select i1 %v1134, i32 127, i32 %v1133
  %v1136 = lshr i32 %v1119, 24
  %v1137 = and i32 %v1136, 128
  %v1138 = or i32 %v1135, %v1137
  %v1139 = trunc i32 %v1138 to i8
  store i8 %v1139, i8 addrspace(1)* %v1118, align 1
  %v1140 = mul i64 2, %v1080
  %v1141 = add i64 %v1082, %v1140
  %v1142 = add i64 %v1079, 2
  %v1143 = icmp ult i64 %v1142, %v1081
  %v1144 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1141
  %v1145 = bitcast float %v336 to i32
  %v1146 = and i32 %v1145, 2147483647
  %v1147 = lshr i32 %v1146, 20
  %v1148 = and i32 %v1147, 1
  %v1149 = add i32 %v1146, 524287
  %v1150 = add i32 %v1149, %v1148
  %v1151 = lshr i32 %v1150, 20
  %v1152 = sub i32 %v1151, 960
  %v1153 = icmp sgt i32 %v1152, 126
  %v1154 = select i1 %v1153, i32 126, i32 %v1152
  %v1155 = bitcast i32 %v1146 to float
  %v1156 = fmul float %v1155, 0x4080000000000000
  %v1157 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1156)
  %v1158 = icmp slt i32 %v1146, 1015021568
  %v1159 = select i1 %v1158, i32 %v1157, i32 %v1154
  %v1160 = icmp sgt i32 %v1146, 2139095040
  %v1161 = select i1 %v1160, i32 127, i32 %v1159
  %v1162 = lshr i32 %v1145, 24
  %v1163 = and i32 %v1162, 128
  %v1164 = or i32 %v1161, %v1163
  %v1165 = trunc i32 %v1164 to i8
  store i8 %v1165, i8 addrspace(1)* %v1144, align 1
  %v1166 = mul i64 3, %v1080
  %v1167 = add i64 %v1082, %v1166
  %v1168 = add i64 %v1079, 3
  %v1169 = icmp ult i64 %v1168, %v1081
  %v1170 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1167
  %v1171 = bitcast float %v371 to i32
  %v1172 = and i32 %v1171, 2147483647
  %v1173 = lshr i32 %v1172, 20
  %v1174 = and i32 %v1173, 1
  %v1175 = add i32 %v1172, 524287
  %v1176 = add i32 %v1175, %v1174
  %v1177 = lshr i32 %v1176, 20
  %v1178 = sub i32 %v1177, 960
  %v1179 = icmp sgt i32 %v1178, 126
  %v1180 = select i1 %v1179, i32 126, i32 %v1178
  %v1181 = bitcast i32 %v1172 to float
  %v1182 = fmul float %v1181, 0x4080000000000000
  %v1183 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1182)
  %v1184 = icmp slt i32 %v1172, 1015021568
  %v1185 = select i1 %v1184, i32 %v1183, i32 %v1180
  %v1186 = icmp sgt i32 %v1172, 2139095040
  %v1187 = select i1 %v1186, i32 127, i32 %v1185
  %v1188 = lshr i32 %v1171, 24
  %v1189 = and i32 %v1188, 128
  %v1190 = or i32 %v1187, %v1189
  %v1191 = trunc i32 %v1190 to i8
  store i8 %v1191, i8 addrspace(1)* %v1170, align 1
  %v1192 = mul i64 4, %v1080
  %v1193 = add i64 %v1082, %v1192
  %v1194 = add i64 %v1079, 4
  %v1195 = icmp ult i64 %v1194, %v1081
  %v1196 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1193
  %v1197 = bitcast float %v406 to i32
  %v1198 = and i32 %v1197, 2147483647
  %v1199 = lshr i32 %v1198, 20
  %v1200 = and i32 %v1199, 1
  %v1201 = add i32 %v1198, 524287
  %v1202 = add i32 %v1201, %v1200
  %v1203 = lshr i32 %v1202, 20
  %v1204 = sub i32 %v1203, 960
  %v1205 = icmp sgt i32 %v1204, 126
  %v1206 = select i1 %v1205, i32 126, i32 %v1204
  %v1207 = bitcast i32 %v1198 to float
  %v1208 = fmul float %v1207, 0x4080000000000000
  %v1209 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1208)
  %v1210 = icmp slt i32 %v1198, 1015021568
  %v1211 = select i1 %v1210, i32 %v1209, i32 %v1206
  %v1212 = icmp sgt i32 %v1198, 2139095040
  %v1213 = select i1 %v1212, i32 127, i32 %v1211
  %v1214 = lshr i32 %v1197, 24
  %v1215 = and i32 %v1214, 128
  %v1216 = or i32 %v1213, %v1215
  %v1217 = trunc i32 %v1216 to i8
  store i8 %v1217, i8 addrspace(1)* %v1196, align 1
  %v1218 = mul i64 5, %v1080
  %v1219 = add i64 %v1082, %v1218
  %v1220 = add i64 %v1079, 5
  %v1221 = icmp ult i64 %v1220, %v1081
  %v1222 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1219
  %v1223 = bitcast float %v441 to i32
  %v1224 = and i32 %v1223, 2147483647
  %v1225 = lshr i32 %v1224, 20
  %v1226 = and i32 %v1225, 1
  %v1227 = add i32 %v1224, 524287
  %v1228 = add i32 %v1227, %v1226
  %v1229 = lshr i32 %v1228, 20
  %v1230 = sub i32 %v1229, 960
  %v1231 = icmp sgt i32 %v1230, 126
  %v1232 = select i1 %v1231, i32 126, i32 %v1230
  %v1233 = bitcast i32 %v1224 to float
  %v1234 = fmul float %v1233, 0x4080000000000000
  %v1235 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1234)
  %v1236 = icmp slt i32 %v1224, 1015021568
  %v1237 = select i1 %v1236, i32 %v1235, i32 %v1232
  %v1238 = icmp sgt i32 %v1224, 2139095040
  %v1239 = select i1 %v1238, i32 127, i32 %v1237
  %v1240 = lshr i32 %v1223, 24
  %v1241 = and i32 %v1240, 128
  %v1242 = or i32 %v1239, %v1241
  %v1243 = trunc i32 %v1242 to i8
  store i8 %v1243, i8 addrspace(1)* %v1222, align 1
  %v1244 = mul i64 6, %v1080
  %v1245 = add i64 %v1082, %v1244
  %v1246 = add i64 %v1079, 6
  %v1247 = icmp ult i64 %v1246, %v1081
  %v1248 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1245
  %v1249 = bitcast float %v476 to i32
  %v1250 = and i32 %v1249, 2147483647
  %v1251 = lshr i32 %v1250, 20
  %v1252 = and i32 %v1251, 1
  %v1253 = add i32 %v1250, 524287
  %v1254 = add i32 %v1253, %v1252
  %v1255 = lshr i32 %v1254, 20
  %v1256 = sub i32 %v1255, 960
  %v1257 = icmp sgt i32 %v1256, 126
  %v1258 = select i1 %v1257, i32 126, i32 %v1256
  %v1259 = bitcast i32 %v1250 to float
  %v1260 = fmul float %v1259, 0x4080000000000000
  %v1261 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1260)
  %v1262 = icmp slt i32 %v1250, 1015021568
  %v1263 = select i1 %v1262, i32 %v1261, i32 %v1258
  %v1264 = icmp sgt i32 %v1250, 2139095040
  %v1265 = select i1 %v1264, i32 127, i32 %v1263
  %v1266 = lshr i32 %v1249, 24
  %v1267 = and i32 %v1266, 128
  %v1268 = or i32 %v1265, %v1267
  %v1269 = trunc i32 %v1268 to i8
  store i8 %v1269, i8 addrspace(1)* %v1248, align 1
  %v1270 = mul i64 7, %v1080
  %v1271 = add i64 %v1082, %v1270
  %v1272 = add i64 %v1079, 7
  %v1273 = icmp ult i64 %v1272, %v1081
  %v1274 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1271
  %v1275 = bitcast float %v511 to i32
  %v1276 = and i32 %v1275, 2147483647
  %v1277 = lshr i32 %v1276, 20
  %v1278 = and i32 %v1277, 1
  %v1279 = add i32 %v1276, 524287
  %v1280 = add i32 %v1279, %v1278
  %v1281 = lshr i32 %v1280, 20
  %v1282 = sub i32 %v1281, 960
  %v1283 = icmp sgt i32 %v1282, 126
  %v1284 = select i1 %v1283, i32 126, i32 %v1282
  %v1285 = bitcast i32 %v1276 to float
  %v1286 = fmul float %v1285, 0x4080000000000000
  %v1287 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1286)
  %v1288 = icmp slt i32 %v1276, 1015021568
  %v1289 = select i1 %v1288, i32 %v1287, i32 %v1284
  %v1290 = icmp sgt i32 %v1276, 2139095040
  %v1291 = select i1 %v1290, i32 127, i32 %v1289
  %v1292 = lshr i32 %v1275, 24
  %v1293 = and i32 %v1292, 128
  %v1294 = or i32 %v1291, %v1293
  %v1295 = trunc i32 %v1294 to i8
  store i8 %v1295, i8 addrspace(1)* %v1274, align 1
  br label %st_done108
st_edge107:
  %v1296 = icmp ult i64 %v1079, %v1081
  %v1297 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1082
  br i1 %v1296, label %st109, label %join110
st_done108:
  br label %join105
st109:
  %v1298 = bitcast float %v266 to i32
  %v1299 = and i32 %v1298, 2147483647
  %v1300 = lshr i32 %v1299, 20
  %v1301 = and i32 %v1300, 1
  %v1302 = add i32 %v1299, 524287
  %v1303 = add i32 %v1302, %v1301
  %v1304 = lshr i32 %v1303, 20
  %v1305 = sub i32 %v1304, 960
  %v1306 = icmp sgt i32 %v1305, 126
  %v1307 = select i1 %v1306, i32 126, i32 %v1305
  %v1308 = bitcast i32 %v1299 to float
  %v1309 = fmul float %v1308, 0x4080000000000000
  %v1310 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1309)
  %v1311 = icmp slt i32 %v1299, 1015021568
  %v1312 = select i1 %v1311, i32 %v1310, i32 %v1307
  %v1313 = icmp sgt i32 %v1299, 2139095040
  %v1314 = select i1 %v1313, i32 127, i32 %v1312
  %v1315 = lshr i32 %v1298, 24
  %v1316 = and i32 %v1315, 128
  %v1317 = or i32 %v1314, %v1316
  %v1318 = trunc i32 %v1317 to i8
  store i8 %v1318, i8 addrspace(1)* %v1297, align 1
  br label %join110
join110:
  %v1319 = add i64 %v1082, %v1080
  %v1320 = add i64 %v1079, 1
  %v1321 = icmp ult i64 %v1320, %v1081
  %v1322 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1319
  br i1 %v1321, label %st111, label %join112
st111:
  %v1323 = bitcast float %v301 to i32
  %v1324 = and i32 %v1323, 2147483647
  %v1325 = lshr i32 %v1324, 20
  %v1326 = and i32 %v1325, 1
  %v1327 = add i32 %v1324, 524287
  %v1328 = add i32 %v1327, %v1326
  %v1329 = lshr i32 %v1328, 20
  %v1330 = sub i32 %v1329, 960
  %v1331 = icmp sgt i32 %v1330, 126
  %v1332 = select i1 %v1331, i32 126, i32 %v1330
  %v1333 = bitcast i32 %v1324 to float
  %v1334 = fmul float %v1333, 0x4080000000000000
  %v1335 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1334)
  %v1336 = icmp slt i32 %v1324, 1015021568
  %v1337 = select i1 %v1336, i32 %v1335, i32 %v1332
  %v1338 = icmp sgt i32 %v1324, 2139095040
  %v1339 = select i1 %v1338, i32 127, i32 %v1337
  %v1340 = lshr i32 %v1323, 24
  %v1341 = and i32 %v1340, 128
  %v1342 = or i32 %v1339, %v1341
  %v1343 = trunc i32 %v1342 to i8
  store i8 %v1343, i8 addrspace(1)* %v1322, align 1
  br label %join112
join112:
  %v1344 = mul i64 2, %v1080
  %v1345 = add i64 %v1082, %v1344
  %v1346 = add i64 %v1079, 2
  %v1347 = icmp ult i64 %v1346, %v1081
  %v1348 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1345
  br i1 %v1347, label %st113, label %join114
st113:
  %v1349 = bitcast float %v336 to i32
  %v1350 = and i32 %v1349, 2147483647
  %v1351 = lshr i32 %v1350, 20
  %v1352 = and i32 %v1351, 1
  %v1353 = add i32 %v1350, 524287
  %v1354 = add i32 %v1353, %v1352
  %v1355 = lshr i32 %v1354, 20
  %v1356 = sub i32 %v1355, 960
  %v1357 = icmp sgt i32 %v1356, 126
  %v1358 = select i1 %v1357, i32 126, i32 %v1356
  %v1359 = bitcast i32 %v1350 to float
  %v1360 = fmul float %v1359, 0x4080000000000000
  %v1361 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1360)
  %v1362 = icmp slt i32 %v1350, 1015021568
  %v1363 = select i1 %v1362, i32 %v1361, i32 %v1358
  %v1364 = icmp sgt i32 %v1350, 2139095040
  %v1365 = select i1 %v1364, i32 127, i32 %v1363
  %v1366 = lshr i32 %v1349, 24
  %v1367 = and i32 %v1366, 128
  %v1368 = or i32 %v1365, %v1367
  %v1369 = trunc i32 %v1368 to i8
  store i8 %v1369, i8 addrspace(1)* %v1348, align 1
  br label %join114
join114:
  %v1370 = mul i64 3, %v1080
  %v1371 = add i64 %v1082, %v1370
  %v1372 = add i64 %v1079, 3
  %v1373 = icmp ult i64 %v1372, %v1081
  %v1374 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1371
  br i1 %v1373, label %st115, label %join116
st115:
  %v1375 = bitcast float %v371 to i32
  %v1376 = and i32 %v1375, 2147483647
  %v1377 = lshr i32 %v1376, 20
  %v1378 = and i32 %v1377, 1
  %v1379 = add i32 %v1376, 524287
  %v1380 = add i32 %v1379, %v1378
  %v1381 = lshr i32 %v1380, 20
  %v1382 = sub i32 %v1381, 960
  %v1383 = icmp sgt i32 %v1382, 126
  %v1384 = select i1 %v1383, i32 126, i32 %v1382
  %v1385 = bitcast i32 %v1376 to float
  %v1386 = fmul float %v1385, 0x4080000000000000
  %v1387 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1386)
  %v1388 = icmp slt i32 %v1376, 1015021568
  %v1389 = select i1 %v1388, i32 %v1387, i32 %v1384
  %v1390 = icmp sgt i32 %v1376, 2139095040
  %v1391 = select i1 %v1390, i32 127, i32 %v1389
  %v1392 = lshr i32 %v1375, 24
  %v1393 = and i32 %v1392, 128
  %v1394 = or i32 %v1391, %v1393
  %v1395 = trunc i32 %v1394 to i8
  store i8 %v1395, i8 addrspace(1)* %v1374, align 1
  br label %join116
join116:
  %v1396 = mul i64 4, %v1080
  %v1397 = add i64 %v1082, %v1396
  %v1398 = add i64 %v1079, 4
  %v1399 = icmp ult i64 %v1398, %v1081
  %v1400 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1397
  br i1 %v1399, label %st117, label %join118
st117:
  %v1401 = bitcast float %v406 to i32
  %v1402 = and i32 %v1401, 2147483647
  %v1403 = lshr i32 %v1402, 20
  %v1404 = and i32 %v1403, 1
  %v1405 = add i32 %v1402, 524287
  %v1406 = add i32 %v1405, %v1404
  %v1407 = lshr i32 %v1406, 20
  %v1408 = sub i32 %v1407, 960
  %v1409 = icmp sgt i32 %v1408, 126
  %v1410 = select i1 %v1409, i32 126, i32 %v1408
  %v1411 = bitcast i32 %v1402 to float
  %v1412 = fmul float %v1411, 0x4080000000000000
  %v1413 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1412)
  %v1414 = icmp slt i32 %v1402, 1015021568
  %v1415 = select i1 %v1414, i32 %v1413, i32 %v1410
  %v1416 = icmp sgt i32 %v1402, 2139095040
  %v1417 = select i1 %v1416, i32 127, i32 %v1415
  %v1418 = lshr i32 %v1401, 24
  %v1419 = and i32 %v1418, 128
  %v1420 = or i32 %v1417, %v1419
  %v1421 = trunc i32 %v1420 to i8
  store i8 %v1421, i8 addrspace(1)* %v1400, align 1
  br label %join118
join118:
  %v1422 = mul i64 5, %v1080
  %v1423 = add i64 %v1082, %v1422
  %v1424 = add i64 %v1079, 5
  %v1425 = icmp ult i64 %v1424, %v1081
  %v1426 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1423
  br i1 %v1425, label %st119, label %join120
st119:
  %v1427 = bitcast float %v441 to i32
  %v1428 = and i32 %v1427, 2147483647
  %v1429 = lshr i32 %v1428, 20
  %v1430 = and i32 %v1429, 1
  %v1431 = add i32 %v1428, 524287
  %v1432 = add i32 %v1431, %v1430
  %v1433 = lshr i32 %v1432, 20
  %v1434 = sub i32 %v1433, 960
  %v1435 = icmp sgt i32 %v1434, 126
  %v1436 = select i1 %v1435, i32 126, i32 %v1434
  %v1437 = bitcast i32 %v1428 to float
  %v1438 = fmul float %v1437, 0x4080000000000000
  %v1439 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1438)
  %v1440 = icmp slt i32 %v1428, 1015021568
  %v1441 = select i1 %v1440, i32 %v1439, i32 %v1436
  %v1442 = icmp sgt i32 %v1428, 2139095040
  %v1443 = select i1 %v1442, i32 127, i32 %v1441
  %v1444 = lshr i32 %v1427, 24
  %v1445 = and i32 %v1444, 128
  %v1446 = or i32 %v1443, %v1445
  %v1447 = trunc i32 %v1446 to i8
  store i8 %v1447, i8 addrspace(1)* %v1426, align 1
  br label %join120
join120:
  %v1448 = mul i64 6, %v1080
  %v1449 = add i64 %v1082, %v1448
  %v1450 = add i64 %v1079, 6
  %v1451 = icmp ult i64 %v1450, %v1081
  %v1452 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1449
  br i1 %v1451, label %st121, label %join122
st121:
  %v1453 = bitcast float %v476 to i32
  %v1454 = and i32 %v1453, 2147483647
  %v1455 = lshr i32 %v1454, 20
  %v1456 = and i32 %v1455, 1
  %v1457 = add i32 %v1454, 524287
  %v1458 = add i32 %v1457, %v1456
  %v1459 = lshr i32 %v1458, 20
  %v1460 = sub i32 %v1459, 960
  %v1461 = icmp sgt i32 %v1460, 126
  %v1462 = select i1 %v1461, i32 126, i32 %v1460
  %v1463 = bitcast i32 %v1454 to float
  %v1464 = fmul float %v1463, 0x4080000000000000
  %v1465 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1464)
  %v1466 = icmp slt i32 %v1454, 1015021568
  %v1467 = select i1 %v1466, i32 %v1465, i32 %v1462
  %v1468 = icmp sgt i32 %v1454, 2139095040
  %v1469 = select i1 %v1468, i32 127, i32 %v1467
  %v1470 = lshr i32 %v1453, 24
  %v1471 = and i32 %v1470, 128
  %v1472 = or i32 %v1469, %v1471
  %v1473 = trunc i32 %v1472 to i8
  store i8 %v1473, i8 addrspace(1)* %v1452, align 1
  br label %join122
join122:
  %v1474 = mul i64 7, %v1080
  %v1475 = add i64 %v1082, %v1474
  %v1476 = add i64 %v1079, 7
  %v1477 = icmp ult i64 %v1476, %v1081
  %v1478 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1475
  br i1 %v1477, label %st123, label %join124
st123:
  %v1479 = bitcast float %v511 to i32
  %v1480 = and i32 %v1479, 2147483647
  %v1481 = lshr i32 %v1480, 20
  %v1482 = and i32 %v1481, 1
  %v1483 = add i32 %v1480, 524287
  %v1484 = add i32 %v1483, %v1482
  %v1485 = lshr i32 %v1484, 20
  %v1486 = sub i32 %v1485, 960
  %v1487 = icmp sgt i32 %v1486, 126
  %v1488 = select i1 %v1487, i32 126, i32 %v1486
  %v1489 = bitcast i32 %v1480 to float
  %v1490 = fmul float %v1489, 0x4080000000000000
  %v1491 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1490)
  %v1492 = icmp slt i32 %v1480, 1015021568
  %v1493 = select i1 %v1492, i32 %v1491, i32 %v1488
  %v1494 = icmp sgt i32 %v1480, 2139095040
  %v1495 = select i1 %v1494, i32 127, i32 %v1493
  %v1496 = lshr i32 %v1479, 24
  %v1497 = and i32 %v1496, 128
  %v1498 = or i32 %v1495, %v1497
  %v1499 = trunc i32 %v1498 to i8
  store i8 %v1499, i8 addrspace(1)* %v1478, align 1
  br label %join124
join124:
  br label %st_done108
trap125:
  %v1502 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([36 x i8], [36 x i8] addrspace(1)* @str0, i64 0, i64 0) to i8*
  %v1503 = call i32 @vprintf(i8* %v1502, i8* null)
  call void @llvm.trap()
  unreachable
ok126:
  ret void
}

declare float @__nv_erff(float)
declare float @__nv_expf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @vprintf(i8*, i8*)
declare void @llvm.trap()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i8 addrspace(1)*, i32, i32, i64 addrspace(1)*, i32, i32, i8 addrspace(1)*, i32, i32, i8 addrspace(1)*, i32, i32, i32, i8)* @casts, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i8 addrspace(1)*, i32, i32, i64 addrspace(1)*, i32, i32, i8 addrspace(1)*, i32, i32, i8 addrspace(1)*, i32, i32, i32, i8)* @casts, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel print_tiles []
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16
@str0 = private unnamed_addr addrspace(1) constant [116 x i8] c"block %d: x=[[%f %f %f %f]\0A [%f %f %f %f]] n=[%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d \00", align 1
@str1 = private unnamed_addr addrspace(1) constant [97 x i8] c"%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d \00", align 1
@str2 = private unnamed_addr addrspace(1) constant [105 x i8] c"%d %d %d %d %d %d %d %d %d] small=[%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d \00", align 1
@str3 = private unnamed_addr addrspace(1) constant [29 x i8] c"%d %d %d %d %d %d %d %d %d]\0A\00", align 1
@str4 = private unnamed_addr addrspace(1) constant [150 x i8] c"summarised [[%f %f %f ... %f %f %f]\0A [%f %f %f ... %f %f %f]\0A [%f %f %f ... %f %f %f]\0A ...\0A [%f %f %f ... %f %f %f]\0A [%f %f %f ... %f %f %f]\0A [%f %f \00", align 1
@str5 = private unnamed_addr addrspace(1) constant [19 x i8] c"%f ... %f %f %f]]\0A\00", align 1

define void @print_tiles(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, i32 addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v6, 2
  %v8 = and i32 %v7, 1
  %v9 = and i32 %v6, 3
  %v10 = zext i32 %v8 to i64
  %v11 = sext i32 %p3 to i64
  %v12 = zext i32 %p1 to i64
  %v13 = mul i64 %v10, %v11
  %v14 = icmp sle i64 2, %v12
  %v15 = icmp sge i64 0, 0
  %v16 = and i1 %v14, %v15
  %v17 = zext i32 %v9 to i64
  %v18 = sext i32 %p4 to i64
  %v19 = zext i32 %p2 to i64
  %v20 = mul i64 %v17, %v18
  %v21 = add i64 %v13, %v20
  %v22 = icmp sle i64 4, %v19
  %v23 = icmp sge i64 0, 0
  %v24 = and i1 %v22, %v23
  %v25 = and i1 %v16, %v24
  br i1 %v25, label %ld_full1, label %ld_edge2
ld_full1:
  %v26 = icmp ult i64 %v10, %v12
  %v27 = icmp ult i64 %v17, %v19
  %v28 = and i1 %v26, %v27
  %v29 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v21
  %v30 = load float, float addrspace(1)* %v29, align 4
  %v31 = icmp ult i64 %v10, %v12
  %v32 = add i64 %v21, %v18
  %v33 = add i64 %v17, 1
  %v34 = icmp ult i64 %v33, %v19
  %v35 = and i1 %v31, %v34
  %v36 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v32
  %v37 = load float, float addrspace(1)* %v36, align 4
  %v38 = icmp ult i64 %v10, %v12
  %v39 = mul i64 2, %v18
  %v40 = add i64 %v21, %v39
  %v41 = add i64 %v17, 2
  %v42 = icmp ult i64 %v41, %v19
  %v43 = and i1 %v38, %v42
  %v44 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v40
  %v45 = load float, float addrspace(1)* %v44, align 4
  %v46 = icmp ult i64 %v10, %v12
  %v47 = mul i64 3, %v18
  %v48 = add i64 %v21, %v47
  %v49 = add i64 %v17, 3
  %v50 = icmp ult i64 %v49, %v19
  %v51 = and i1 %v46, %v50
  %v52 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v48
  %v53 = load float, float addrspace(1)* %v52, align 4
  br label %ld_done3
ld_edge2:
  %v54 = icmp ult i64 %v10, %v12
  %v55 = icmp ult i64 %v17, %v19
  %v56 = and i1 %v54, %v55
  %v57 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v21
  br i1 %v56, label %ld4, label %ld_next5
ld_done3:
  %v86 = phi float [ %v30, %ld_full1 ], [ %v59, %ld_next11 ]
  %v87 = phi float [ %v37, %ld_full1 ], [ %v67, %ld_next11 ]
  %v88 = phi float [ %v45, %ld_full1 ], [ %v76, %ld_next11 ]
  %v89 = phi float [ %v53, %ld_full1 ], [ %v85, %ld_next11 ]
  %v90 = and i32 %v2, 1
  %v91 = shl i32 %v90, 2
  %v92 = lshr i32 %v2, 1
  %v93 = and i32 %v92, 1
  %v94 = shl i32 %v93, 3
  %v95 = or i32 %v91, %v94
  %v96 = lshr i32 %v2, 2
  %v97 = and i32 %v96, 1
  %v98 = shl i32 %v97, 4
  %v99 = or i32 %v95, %v98
  %v100 = lshr i32 %v2, 3
  %v101 = and i32 %v100, 1
  %v102 = shl i32 %v101, 5
  %v103 = or i32 %v99, %v102
  %v104 = and i32 %v103, 63
  %v105 = zext i32 %v104 to i64
  %v106 = sext i32 %p7 to i64
  %v107 = zext i32 %p6 to i64
  %v108 = mul i64 %v105, %v106
  %v109 = icmp sle i64 64, %v107
  %v110 = icmp sge i64 0, 0
  %v111 = and i1 %v109, %v110
  br i1 %v111, label %ld_full12, label %ld_edge13
ld4:
  %v58 = load float, float addrspace(1)* %v57, align 4
  br label %ld_next5
ld_next5:
  %v59 = phi float [ %v58, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v60 = icmp ult i64 %v10, %v12
  %v61 = add i64 %v21, %v18
  %v62 = add i64 %v17, 1
  %v63 = icmp ult i64 %v62, %v19
  %v64 = and i1 %v60, %v63
  %v65 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v61
  br i1 %v64, label %ld6, label %ld_next7
ld6:
  %v66 = load float, float addrspace(1)* %v65, align 4
  br label %ld_next7
ld_next7:
  %v67 = phi float [ %v66, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v68 = icmp ult i64 %v10, %v12
  %v69 = mul i64 2, %v18
  %v70 = add i64 %v21, %v69
  %v71 = add i64 %v17, 2
  %v72 = icmp ult i64 %v71, %v19
  %v73 = and i1 %v68, %v72
  %v74 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v70
  br i1 %v73, label %ld8, label %ld_next9
ld8:
  %v75 = load float, float addrspace(1)* %v74, align 4
  br label %ld_next9
ld_next9:
  %v76 = phi float [ %v75, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v77 = icmp ult i64 %v10, %v12
  %v78 = mul i64 3, %v18
  %v79 = add i64 %v21, %v78
  %v80 = add i64 %v17, 3
  %v81 = icmp ult i64 %v80, %v19
  %v82 = and i1 %v77, %v81
  %v83 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v79
  br i1 %v82, label %ld10, label %ld_next11
ld10:
  %v84 = load float, float addrspace(1)* %v83, align 4
  br label %ld_next11
ld_next11:
  %v85 = phi float [ %v84, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  br label %ld_done3
ld_full12:
  %v112 = icmp ult i64 %v105, %v107
  %v113 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v108
  %v114 = load i32, i32 addrspace(1)* %v113, align 4
  %v115 = add i64 %v108, %v106
  %v116 = add i64 %v105, 1
  %v117 = icmp ult i64 %v116, %v107
  %v118 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v115
  %v119 = load i32, i32 addrspace(1)* %v118, align 4
  %v120 = mul i64 2, %v106
  %v121 = add i64 %v108, %v120
  %v122 = add i64 %v105, 2
  %v123 = icmp ult i64 %v122, %v107
  %v124 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v121
  %v125 = load i32, i32 addrspace(1)* %v124, align 4
  %v126 = mul i64 3, %v106
  %v127 = add i64 %v108, %v126
  %v128 = add i64 %v105, 3
  %v129 = icmp ult i64 %v128, %v107
  %v130 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v127
  %v131 = load i32, i32 addrspace(1)* %v130, align 4
  br label %ld_done14
ld_edge13:
  %v132 = icmp ult i64 %v105, %v107
  %v133 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v108
  br i1 %v132, label %ld15, label %ld_next16
ld_done14:
  %v156 = phi i32 [ %v114, %ld_full12 ], [ %v135, %ld_next22 ]
  %v157 = phi i32 [ %v119, %ld_full12 ], [ %v141, %ld_next22 ]
  %v158 = phi i32 [ %v125, %ld_full12 ], [ %v148, %ld_next22 ]
  %v159 = phi i32 [ %v131, %ld_full12 ], [ %v155, %ld_next22 ]
  %v160 = icmp slt i32 %v156, 3
  %v161 = icmp slt i32 %v157, 3
  %v162 = icmp slt i32 %v158, 3
  %v163 = icmp slt i32 %v159, 3
  call void @llvm.nvvm.barrier0()
  %v164 = and i32 %v2, 1
  %v165 = shl i32 %v164, 2
  %v166 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v167 = getelementptr inbounds float, float addrspace(3)* %v166, i32 %v165
  store float %v86, float addrspace(3)* %v167, align 4
  %v168 = or i32 %v165, 1
  %v169 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v170 = getelementptr inbounds float, float addrspace(3)* %v169, i32 %v168
  store float %v87, float addrspace(3)* %v170, align 4
  %v171 = or i32 %v165, 2
  %v172 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v173 = getelementptr inbounds float, float addrspace(3)* %v172, i32 %v171
  store float %v88, float addrspace(3)* %v173, align 4
  %v174 = or i32 %v165, 3
  %v175 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v176 = getelementptr inbounds float, float addrspace(3)* %v175, i32 %v174
  store float %v89, float addrspace(3)* %v176, align 4
  %v177 = and i32 %v2, 1
  %v178 = shl i32 %v177, 2
  %v179 = lshr i32 %v2, 1
  %v180 = and i32 %v179, 1
  %v181 = shl i32 %v180, 3
  %v182 = or i32 %v178, %v181
  %v183 = lshr i32 %v2, 2
  %v184 = and i32 %v183, 1
  %v185 = shl i32 %v184, 4
  %v186 = or i32 %v182, %v185
  %v187 = lshr i32 %v2, 3
  %v188 = and i32 %v187, 1
  %v189 = shl i32 %v188, 5
  %v190 = or i32 %v186, %v189
  %v191 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v192 = getelementptr inbounds i32, i32 addrspace(3)* %v191, i32 %v190
  store i32 %v156, i32 addrspace(3)* %v192, align 4
  %v193 = or i32 %v190, 1
  %v194 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v195 = getelementptr inbounds i32, i32 addrspace(3)* %v194, i32 %v193
  store i32 %v157, i32 addrspace(3)* %v195, align 4
  %v196 = or i32 %v190, 2
  %v197 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v198 = getelementptr inbounds i32, i32 addrspace(3)* %v197, i32 %v196
  store i32 %v158, i32 addrspace(3)* %v198, align 4
  %v199 = or i32 %v190, 3
  %v200 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v201 = getelementptr inbounds i32, i32 addrspace(3)* %v200, i32 %v199
  store i32 %v159, i32 addrspace(3)* %v201, align 4
  %v202 = and i32 %v2, 1
  %v203 = shl i32 %v202, 2
  %v204 = lshr i32 %v2, 1
  %v205 = and i32 %v204, 1
  %v206 = shl i32 %v205, 3
  %v207 = or i32 %v203, %v206
  %v208 = lshr i32 %v2, 2
  %v209 = and i32 %v208, 1
  %v210 = shl i32 %v209, 4
  %v211 = or i32 %v207, %v210
  %v212 = lshr i32 %v2, 3
  %v213 = and i32 %v212, 1
  %v214 = shl i32 %v213, 5
  %v215 = or i32 %v211, %v214
  %v216 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v217 = getelementptr inbounds i32, i32 addrspace(3)* %v216, i32 %v215
  %v218 = zext i1 %v160 to i8
  %v219 = zext i8 %v218 to i32
  store i32 %v219, i32 addrspace(3)* %v217, align 4
  %v220 = or i32 %v215, 1
  %v221 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v222 = getelementptr inbounds i32, i32 addrspace(3)* %v221, i32 %v220
  %v223 = zext i1 %v161 to i8
  %v224 = zext i8 %v223 to i32
  store i32 %v224, i32 addrspace(3)* %v222, align 4
  %v225 = or i32 %v215, 2
  %v226 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v227 = getelementptr inbounds i32, i32 addrspace(3)* %v226, i32 %v225
  %v228 = zext i1 %v162 to i8
  %v229 = zext i8 %v228 to i32
  store i32 %v229, i32 addrspace(3)* %v227, align 4
  %v230 = or i32 %v215, 3
  %v231 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v232 = getelementptr inbounds i32, i32 addrspace(3)* %v231, i32 %v230
  %v233 = zext i1 %v163 to i8
  %v234 = zext i8 %v233 to i32
  store i32 %v234, i32 addrspace(3)* %v232, align 4
  call void @llvm.nvvm.barrier0()
  %v235 = icmp eq i32 %v1, 0
  br i1 %v235, label %print23, label %printed24
ld15:
  %v134 = load i32, i32 addrspace(1)* %v133, align 4
  br label %ld_next16
ld_next16:
  %v135 = phi i32 [ %v134, %ld15 ], [ 0, %ld_edge13 ]
  %v136 = add i64 %v108, %v106
  %v137 = add i64 %v105, 1
  %v138 = icmp ult i64 %v137, %v107
  %v139 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v136
  br i1 %v138, label %ld17, label %ld_next18
ld17:
  %v140 = load i32, i32 addrspace(1)* %v139, align 4
  br label %ld_next18
ld_next18:
  %v141 = phi i32 [ %v140, %ld17 ], [ 0, %ld_next16 ]
  %v142 = mul i64 2, %v106
  %v143 = add i64 %v108, %v142
  %v144 = add i64 %v105, 2
  %v145 = icmp ult i64 %v144, %v107
  %v146 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v143
  br i1 %v145, label %ld19, label %ld_next20
ld19:
  %v147 = load i32, i32 addrspace(1)* %v146, align 4
  br label %ld_next20
ld_next20:
  %v148 = phi i32 [ %v147, %ld19 ], [ 0, %ld_next18 ]
  %v149 = mul i64 3, %v106
  %v150 = add i64 %v108, %v149
  %v151 = add i64 %v105, 3
  %v152 = icmp ult i64 %v151, %v107
  %v153 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v150
  br i1 %v152, label %ld21, label %ld_next22
ld21:
  %v154 = load i32, i32 addrspace(1)* %v153, align 4
  br label %ld_next22
ld_next22:
  %v155 = phi i32 [ %v154, %ld21 ], [ 0, %ld_next20 ]
  br label %ld_done14
print23:
  %v236 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v237 = getelementptr inbounds float, float addrspace(3)* %v236, i32 0
  %v238 = load float, float addrspace(3)* %v237, align 4
  %v239 = fpext float %v238 to double
  %v240 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v241 = getelementptr inbounds float, float addrspace(3)* %v240, i32 1
  %v242 = load float, float addrspace(3)* %v241, align 4
  %v243 = fpext float %v242 to double
  %v244 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v245 = getelementptr inbounds float, float addrspace(3)* %v244, i32 2
  %v246 = load float, float addrspace(3)* %v245, align 4
  %v247 = fpext float %v246 to double
  %v248 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v249 = getelementptr inbounds float, float addrspace(3)* %v248, i32 3
  %v250 = load float, float addrspace(3)* %v249, align 4
  %v251 = fpext float %v250 to double
  %v252 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v253 = getelementptr inbounds float, float addrspace(3)* %v252, i32 4
  %v254 = load float, float addrspace(3)* %v253, align 4
  %v255 = fpext float %v254 to double
  %v256 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v257 = getelementptr inbounds float, float addrspace(3)* %v256, i32 5
  %v258 = load float, float addrspace(3)* %v257, align 4
  %v259 = fpext float %v258 to double
  %v260 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v261 = getelementptr inbounds float, float addrspace(3)* %v260, i32 6
  %v262 = load float, float addrspace(3)* %v261, align 4
  %v263 = fpext float %v262 to double
  %v264 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v265 = getelementptr inbounds float, float addrspace(3)* %v264, i32 7
  %v266 = load float, float addrspace(3)* %v265, align 4
  %v267 = fpext float %v266 to double
  %v268 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v269 = getelementptr inbounds i32, i32 addrspace(3)* %v268, i32 0
  %v270 = load i32, i32 addrspace(3)* %v269, align 4
  %v271 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v272 = getelementptr inbounds i32, i32 addrspace(3)* %v271, i32 1
  %v273 = load i32, i32 addrspace(3)* %v272, align 4
  %v274 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v275 = getelementptr inbounds i32, i32 addrspace(3)* %v274, i32 2
  %v276 = load i32, i32 addrspace(3)* %v275, align 4
  %v277 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v278 = getelementptr inbounds i32, i32 addrspace(3)* %v277, i32 3
  %v279 = load i32, i32 addrspace(3)* %v278, align 4
  %v280 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v281 = getelementptr inbounds i32, i32 addrspace(3)* %v280, i32 4
  %v282 = load i32, i32 addrspace(3)* %v281, align 4
  %v283 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v284 = getelementptr inbounds i32, i32 addrspace(3)* %v283, i32 5
  %v285 = load i32, i32 addrspace(3)* %v284, align 4
  %v286 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v287 = getelementptr inbounds i32, i32 addrspace(3)* %v286, i32 6
  %v288 = load i32, i32 addrspace(3)* %v287, align 4
  %v289 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v290 = getelementptr inbounds i32, i32 addrspace(3)* %v289, i32 7
  %v291 = load i32, i32 addrspace(3)* %v290, align 4
  %v292 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v293 = getelementptr inbounds i32, i32 addrspace(3)* %v292, i32 8
  %v294 = load i32, i32 addrspace(3)* %v293, align 4
  %v295 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v296 = getelementptr inbounds i32, i32 addrspace(3)* %v295, i32 9
  %v297 = load i32, i32 addrspace(3)* %v296, align 4
  %v298 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v299 = getelementptr inbounds i32, i32 addrspace(3)* %v298, i32 10
  %v300 = load i32, i32 addrspace(3)* %v299, align 4
  %v301 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v302 = getelementptr inbounds i32, i32 addrspace(3)* %v301, i32 11
  %v303 = load i32, i32 addrspace(3)* %v302, align 4
  %v304 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v305 = getelementptr inbounds i32, i32 addrspace(3)* %v304, i32 12
  %v306 = load i32, i32 addrspace(3)* %v305, align 4
  %v307 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v308 = getelementptr inbounds i32, i32 addrspace(3)* %v307, i32 13
  %v309 = load i32, i32 addrspace(3)* %v308, align 4
  %v310 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v311 = getelementptr inbounds i32, i32 addrspace(3)* %v310, i32 14
  %v312 = load i32, i32 addrspace(3)* %v311, align 4
  %v313 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v314 = getelementptr inbounds i32, i32 addrspace(3)* %v313, i32 15
  %v315 = load i32, i32 addrspace(3)* %v314, align 4
  %v316 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v317 = getelementptr inbounds i32, i32 addrspace(3)* %v316, i32 16
  %v318 = load i32, i32 addrspace(3)* %v317, align 4
  %v319 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v320 = getelementptr inbounds i32, i32 addrspace(3)* %v319, i32 17
  %v321 = load i32, i32 addrspace(3)* %v320, align 4
  %v322 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v323 = getelementptr inbounds i32, i32 addrspace(3)* %v322, i32 18
  %v324 = load i32, i32 addrspace(3)* %v323, align 4
  %v325 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v326 = getelementptr inbounds i32, i32 addrspace(3)* %v325, i32 19
  %v327 = load i32, i32 addrspace(3)* %v326, align 4
  %v328 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v329 = getelementptr inbounds i32, i32 addrspace(3)* %v328, i32 20
  %v330 = load i32, i32 addrspace(3)* %v329, align 4
  %v331 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v332 = getelementptr inbounds i32, i32 addrspace(3)* %v331, i32 21
  %v333 = load i32, i32 addrspace(3)* %v332, align 4
  %v334 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v335 = getelementptr inbounds i32, i32 addrspace(3)* %v334, i32 22
  %v336 = load i32, i32 addrspace(3)* %v335, align 4
  %v337 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v338 = getelementptr inbounds i32, i32 addrspace(3)* %v337, i32 23
  %v339 = load i32, i32 addrspace(3)* %v338, align 4
  %v340 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([116 x i8], [116 x i8] addrspace(1)* @str0, i64 0, i64 0) to i8*
  %v341 = alloca {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, align 8
  %v342 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 0
  store i32 %v4, i32* %v342, align 4
  %v343 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 1
  store double %v239, double* %v343, align 8
  %v344 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 2
  store double %v243, double* %v344, align 8
  %v345 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 3
  store double %v247, double* %v345, align 8
  %v346 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 4
  store double %v251, double* %v346, align 8
  %v347 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 5
  store double %v255, double* %v347, align 8
  %v348 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 6
  store double %v259, double* %v348, align 8
  %v349 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 7
  store double %v263, double* %v349, align 8
  %v350 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 8
  store double %v267, double* %v350, align 8
  %v351 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 9
  store i32 %v270, i32* %v351, align 4
  %v352 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 10
  store i32 %v273, i32* %v352, align 4
  %v353 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 11
  store i32 %v276, i32* %v353, align 4
  %v354 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 12
  store i32 %v279, i32* %v354, align 4
  %v355 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 13
  store i32 %v282, i32* %v355, align 4
  %v356 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 14
  store i32 %v285, i32* %v356, align 4
  %v357 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 15
  store i32 %v288, i32* %v357, align 4
  %v358 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 16
  store i32 %v291, i32* %v358, align 4
  %v359 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 17
  store i32 %v294, i32* %v359, align 4
  %v360 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 18
  store i32 %v297, i32* %v360, align 4
  %v361 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 19
  store i32 %v300, i32* %v361, align 4
  %v362 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 20
  store i32 %v303, i32* %v362, align 4
  %v363 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 21
  store i32 %v306, i32* %v363, align 4
  %v364 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 22
  store i32 %v309, i32* %v364, align 4
  %v365 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 23
  store i32 %v312, i32* %v365, align 4
  %v366 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 24
  store i32 %v315, i32* %v366, align 4
  %v367 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 25
  store i32 %v318, i32* %v367, align 4
  %v368 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 26
  store i32 %v321, i32* %v368, align 4
  %v369 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 27
  store i32 %v324, i32* %v369, align 4
  %v370 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 28
  store i32 %v327, i32* %v370, align 4
  %v371 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 29
  store i32 %v330, i32* %v371, align 4
  %v372 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 30
  store i32 %v333, i32* %v372, align 4
  %v373 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341, i32 0, i32 31
  store i32 %v336, i32* %v373, align 4
  %v374 = bitcast {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v341 to i8*
  %v375 = call i32 @vprintf(i8* %v340, i8* %v374)
  %v376 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v377 = getelementptr inbounds i32, i32 addrspace(3)* %v376, i32 24
  %v378 = load i32, i32 addrspace(3)* %v377, align 4
  %v379 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v380 = getelementptr inbounds i32, i32 addrspace(3)* %v379, i32 25
  %v381 = load i32, i32 addrspace(3)* %v380, align 4
  %v382 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v383 = getelementptr inbounds i32, i32 addrspace(3)* %v382, i32 26
  %v384 = load i32, i32 addrspace(3)* %v383, align 4
  %v385 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v386 = getelementptr inbounds i32, i32 addrspace(3)* %v385, i32 27
  %v387 = load i32, i32 addrspace(3)* %v386, align 4
  %v388 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v389 = getelementptr inbounds i32, i32 addrspace(3)* %v388, i32 28
  %v390 = load i32, i32 addrspace(3)* %v389, align 4
  %v391 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v392 = getelementptr inbounds i32, i32 addrspace(3)* %v391, i32 29
  %v393 = load i32, i32 addrspace(3)* %v392, align 4
  %v394 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v395 = getelementptr inbounds i32, i32 addrspace(3)* %v394, i32 30
  %v396 = load i32, i32 addrspace(3)* %v395, align 4
  %v397 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v398 = getelementptr inbounds i32, i32 addrspace(3)* %v397, i32 31
  %v399 = load i32, i32 addrspace(3)* %v398, align 4
  %v400 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v401 = getelementptr inbounds i32, i32 addrspace(3)* %v400, i32 32
  %v402 = load i32, i32 addrspace(3)* %v401, align 4
  %v403 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v404 = getelementptr inbounds i32, i32 addrspace(3)* %v403, i32 33
  %v405 = load i32, i32 addrspace(3)* %v404, align 4
  %v406 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v407 = getelementptr inbounds i32, i32 addrspace(3)* %v406, i32 34
  %v408 = load i32, i32 addrspace(3)* %v407, align 4
  %v409 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v410 = getelementptr inbounds i32, i32 addrspace(3)* %v409, i32 35
  %v411 = load i32, i32 addrspace(3)* %v410, align 4
  %v412 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v413 = getelementptr inbounds i32, i32 addrspace(3)* %v412, i32 36
  %v414 = load i32, i32 addrspace(3)* %v413, align 4
  %v415 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v416 = getelementptr inbounds i32, i32 addrspace(3)* %v415, i32 37
  %v417 = load i32, i32 addrspace(3)* %v416, align 4
  %v418 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v419 = getelementptr inbounds i32, i32 addrspace(3)* %v418, i32 38
  %v420 = load i32, i32 addrspace(3)* %v419, align 4
  %v421 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v422 = getelementptr inbounds i32, i32 addrspace(3)* %v421, i32 39
  %v423 = load i32, i32 addrspace(3)* %v422, align 4
  %v424 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v425 = getelementptr inbounds i32, i32 addrspace(3)* %v424, i32 40
  %v426 = load i32, i32 addrspace(3)* %v425, align 4
  %v427 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v428 = getelementptr inbounds i32, i32 addrspace(3)* %v427, i32 41
  %v429 = load i32, i32 addrspace(3)* %v428, align 4
  %v430 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v431 = getelementptr inbounds i32, i32 addrspace(3)* %v430, i32 42
  %v432 = load i32, i32 addrspace(3)* %v431, align 4
  %v433 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v434 = getelementptr inbounds i32, i32 addrspace(3)* %v433, i32 43
  %v435 = load i32, i32 addrspace(3)* %v434, align 4
  %v436 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v437 = getelementptr inbounds i32, i32 addrspace(3)* %v436, i32 44
  %v438 = load i32, i32 addrspace(3)* %v437, align 4
  %v439 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v440 = getelementptr inbounds i32, i32 addrspace(3)* %v439, i32 45
  %v441 = load i32, i32 addrspace(3)* %v440, align 4
  %v442 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v443 = getelementptr inbounds i32, i32 addrspace(3)* %v442, i32 46
  %v444 = load i32, i32 addrspace(3)* %v443, align 4
  %v445 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v446 = getelementptr inbounds i32, i32 addrspace(3)* %v445, i32 47
  %v447 = load i32, i32 addrspace(3)* %v446, align 4
  %v448 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v449 = getelementptr inbounds i32, i32 addrspace(3)* %v448, i32 48
  %v450 = load i32, i32 addrspace(3)* %v449, align 4
  %v451 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v452 = getelementptr inbounds i32, i32 addrspace(3)* %v451, i32 49
  %v453 = load i32, i32 addrspace(3)* %v452, align 4
  %v454 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v455 = getelementptr inbounds i32, i32 addrspace(3)* %v454, i32 50
  %v456 = load i32, i32 addrspace(3)* %v455, align 4
  %v457 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v458 = getelementptr inbounds i32, i32 addrspace(3)* %v457, i32 51
  %v459 = load i32, i32 addrspace(3)* %v458, align 4
  %v460 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v461 = getelementptr inbounds i32, i32 addrspace(3)* %v460, i32 52
  %v462 = load i32, i32 addrspace(3)* %v461, align 4
  %v463 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v464 = getelementptr inbounds i32, i32 addrspace(3)* %v463, i32 53
  %v465 = load i32, i32 addrspace(3)* %v464, align 4
  %v466 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v467 = getelementptr inbounds i32, i32 addrspace(3)* %v466, i32 54
  %v468 = load i32, i32 addrspace(3)* %v467, align 4
  %v469 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v470 = getelementptr inbounds i32, i32 addrspace(3)* %v469, i32 55
  %v471 = load i32, i32 addrspace(3)* %v470, align 4
  %v472 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([97 x i8], [97 x i8] addrspace(1)* @str1, i64 0, i64 0) to i8*
  %v473 = alloca {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, align 8
  %v474 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 0
  store i32 %v339, i32* %v474, align 4
  %v475 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 1
  store i32 %v378, i32* %v475, align 4
  %v476 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 2
  store i32 %v381, i32* %v476, align 4
  %v477 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 3
  store i32 %v384, i32* %v477, align 4
  %v478 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 4
  store i32 %v387, i32* %v478, align 4
  %v479 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 5
  store i32 %v390, i32* %v479, align 4
  %v480 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 6
  store i32 %v393, i32* %v480, align 4
  %v481 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 7
  store i32 %v396, i32* %v481, align 4
  %v482 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 8
  store i32 %v399, i32* %v482, align 4
  %v483 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 9
  store i32 %v402, i32* %v483, align 4
  %v484 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 10
  store i32 %v405, i32* %v484, align 4
  %v485 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 11
  store i32 %v408, i32* %v485, align 4
  %v486 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 12
  store i32 %v411, i32* %v486, align 4
  %v487 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 13
  store i32 %v414, i32* %v487, align 4
  %v488 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 14
  store i32 %v417, i32* %v488, align 4
  %v489 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 15
  store i32 %v420, i32* %v489, align 4
  %v490 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 16
  store i32 %v423, i32* %v490, align 4
  %v491 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 17
  store i32 %v426, i32* %v491, align 4
  %v492 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 18
  store i32 %v429, i32* %v492, align 4
  %v493 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 19
  store i32 %v432, i32* %v493, align 4
  %v494 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 20
  store i32 %v435, i32* %v494, align 4
  %v495 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 21
  store i32 %v438, i32* %v495, align 4
  %v496 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 22
  store i32 %v441, i32* %v496, align 4
  %v497 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 23
  store i32 %v444, i32* %v497, align 4
  %v498 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 24
  store i32 %v447, i32* %v498, align 4
  %v499 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 25
  store i32 %v450, i32* %v499, align 4
  %v500 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 26
  store i32 %v453, i32* %v500, align 4
  %v501 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 27
  store i32 %v456, i32* %v501, align 4
  %v502 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 28
  store i32 %v459, i32* %v502, align 4
  %v503 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 29
  store i32 %v462, i32* %v503, align 4
  %v504 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 30
  store i32 %v465, i32* %v504, align 4
  %v505 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473, i32 0, i32 31
  store i32 %v468, i32* %v505, align 4
  %v506 = bitcast {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v473 to i8*
  %v507 = call i32 @vprintf(i8* %v472, i8* %v506)
  %v508 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v509 = getelementptr inbounds i32, i32 addrspace(3)* %v508, i32 56
  %v510 = load i32, i32 addrspace(3)* %v509, align 4
  %v511 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v512 = getelementptr inbounds i32, i32 addrspace(3)* %v511, i32 57
  %v513 = load i32, i32 addrspace(3)* %v512, align 4
  %v514 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v515 = getelementptr inbounds i32, i32 addrspace(3)* %v514, i32 58
  %v516 = load i32, i32 addrspace(3)* %v515, align 4
  %v517 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v518 = getelementptr inbounds i32, i32 addrspace(3)* %v517, i32 59
  %v519 = load i32, i32 addrspace(3)* %v518, align 4
  %v520 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v521 = getelementptr inbounds i32, i32 addrspace(3)* %v520, i32 60
  %v522 = load i32, i32 addrspace(3)* %v521, align 4
  %v523 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v524 = getelementptr inbounds i32, i32 addrspace(3)* %v523, i32 61
  %v525 = load i32, i32 addrspace(3)* %v524, align 4
  %v526 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v527 = getelementptr inbounds i32, i32 addrspace(3)* %v526, i32 62
  %v528 = load i32, i32 addrspace(3)* %v527, align 4
  %v529 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v530 = getelementptr inbounds i32, i32 addrspace(3)* %v529, i32 63
  %v531 = load i32, i32 addrspace(3)* %v530, align 4
  %v532 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v533 = getelementptr inbounds i32, i32 addrspace(3)* %v532, i32 0
  %v534 = load i32, i32 addrspace(3)* %v533, align 4
  %v535 = trunc i32 %v534 to i8
  %v536 = icmp ne i8 %v535, 0
  %v537 = zext i1 %v536 to i32
  %v538 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v539 = getelementptr inbounds i32, i32 addrspace(3)* %v538, i32 1
  %v540 = load i32, i32 addrspace(3)* %v539, align 4
  %v541 = trunc i32 %v540 to i8
  %v542 = icmp ne i8 %v541, 0
  %v543 = zext i1 %v542 to i32
  %v544 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v545 = getelementptr inbounds i32, i32 addrspace(3)* %v544, i32 2
  %v546 = load i32, i32 addrspace(3)* %v545, align 4
  %v547 = trunc i32 %v546 to i8
  %v548 = icmp ne i8 %v547, 0
  %v549 = zext i1 %v548 to i32
  %v550 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v551 = getelementptr inbounds i32, i32 addrspace(3)* %v550, i32 3
  %v552 = load i32, i32 addrspace(3)* %v551, align 4
  %v553 = trunc i32 %v552 to i8
  %v554 = icmp ne i8 %v553, 0
  %v555 = zext i1 %v554 to i32
  %v556 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v557 = getelementptr inbounds i32, i32 addrspace(3)* %v556, i32 4
  %v558 = load i32, i32 addrspace(3)* %v557, align 4
  %v559 = trunc i32 %v558 to i8
  %v560 = icmp ne i8 %v559, 0
  %v561 = zext i1 %v560 to i32
  %v562 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v563 = getelementptr inbounds i32, i32 addrspace(3)* %v562, i32 5
  %v564 = load i32, i32 addrspace(3)* %v563, align 4
  %v565 = trunc i32 %v564 to i8
  %v566 = icmp ne i8 %v565, 0
  %v567 = zext i1 %v566 to i32
  %v568 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v569 = getelementptr inbounds i32, i32 addrspace(3)* %v568, i32 6
  %v570 = load i32, i32 addrspace(3)* %v569, align 4
  %v571 = trunc i32 %v570 to i8
  %v572 = icmp ne i8 %v571, 0
  %v573 = zext i1 %v572 to i32
  %v574 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v575 = getelementptr inbounds i32, i32 addrspace(3)* %v574, i32 7
  %v576 = load i32, i32 addrspace(3)* %v575, align 4
  %v577 = trunc i32 %v576 to i8
  %v578 = icmp ne i8 %v577, 0
  %v579 = zext i1 %v578 to i32
  %v580 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v581 = getelementptr inbounds i32, i32 addrspace(3)* %v580, i32 8
  %v582 = load i32, i32 addrspace(3)* %v581, align 4
  %v583 = trunc i32 %v582 to i8
  %v584 = icmp ne i8 %v583, 0
  %v585 = zext i1 %v584 to i32
  %v586 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v587 = getelementptr inbounds i32, i32 addrspace(3)* %v586, i32 9
  %v588 = load i32, i32 addrspace(3)* %v587, align 4
  %v589 = trunc i32 %v588 to i8
  %v590 = icmp ne i8 %v589, 0
  %v591 = zext i1 %v590 to i32
  %v592 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v593 = getelementptr inbounds i32, i32 addrspace(3)* %v592, i32 10
  %v594 = load i32, i32 addrspace(3)* %v593, align 4
  %v595 = trunc i32 %v594 to i8
  %v596 = icmp ne i8 %v595, 0
  %v597 = zext i1 %v596 to i32
  %v598 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v599 = getelementptr inbounds i32, i32 addrspace(3)* %v598, i32 11
  %v600 = load i32, i32 addrspace(3)* %v599, align 4
  %v601 = trunc i32 %v600 to i8
  %v602 = icmp ne i8 %v601, 0
  %v603 = zext i1 %v602 to i32
  %v604 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v605 = getelementptr inbounds i32, i32 addrspace(3)* %v604, i32 12
  %v606 = load i32, i32 addrspace(3)* %v605, align 4
  %v607 = trunc i32 %v606 to i8
  %v608 = icmp ne i8 %v607, 0
  %v609 = zext i1 %v608 to i32
  %v610 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v611 = getelementptr inbounds i32, i32 addrspace(3)* %v610, i32 13
  %v612 = load i32, i32 addrspace(3)* %v611, align 4
  %v613 = trunc i32 %v612 to i8
  %v614 = icmp ne i8 %v613, 0
  %v615 = zext i1 %v614 to i32
  %v616 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v617 = getelementptr inbounds i32, i32 addrspace(3)* %v616, i32 14
  %v618 = load i32, i32 addrspace(3)* %v617, align 4
  %v619 = trunc i32 %v618 to i8
  %v620 = icmp ne i8 %v619, 0
  %v621 = zext i1 %v620 to i32
  %v622 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v623 = getelementptr inbounds i32, i32 addrspace(3)* %v622, i32 15
  %v624 = load i32, i32 addrspace(3)* %v623, align 4
  %v625 = trunc i32 %v624 to i8
  %v626 = icmp ne i8 %v625, 0
  %v627 = zext i1 %v626 to i32
  %v628 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v629 = getelementptr inbounds i32, i32 addrspace(3)* %v628, i32 16
  %v630 = load i32, i32 addrspace(3)* %v629, align 4
  %v631 = trunc i32 %v630 to i8
  %v632 = icmp ne i8 %v631, 0
  %v633 = zext i1 %v632 to i32
  %v634 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v635 = getelementptr inbounds i32, i32 addrspace(3)* %v634, i32 17
  %v636 = load i32, i32 addrspace(3)* %v635, align 4
  %v637 = trunc i32 %v636 to i8
  %v638 = icmp ne i8 %v637, 0
  %v639 = zext i1 %v638 to i32
  %v640 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v641 = getelementptr inbounds i32, i32 addrspace(3)* %v640, i32 18
  %v642 = load i32, i32 addrspace(3)* %v641, align 4
  %v643 = trunc i32 %v642 to i8
  %v644 = icmp ne i8 %v643, 0
  %v645 = zext i1 %v644 to i32
  %v646 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v647 = getelementptr inbounds i32, i32 addrspace(3)* %v646, i32 19
  %v648 = load i32, i32 addrspace(3)* %v647, align 4
  %v649 = trunc i32 %v648 to i8
  %v650 = icmp ne i8 %v649, 0
  %v651 = zext i1 %v650 to i32
  %v652 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v653 = getelementptr inbounds i32, i32 addrspace(3)* %v652, i32 20
  %v654 = load i32, i32 addrspace(3)* %v653, align 4
  %v655 = trunc i32 %v654 to i8
  %v656 = icmp ne i8 %v655, 0
  %v657 = zext i1 %v656 to i32
  %v658 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v659 = getelementptr inbounds i32, i32 addrspace(3)* %v658, i32 21
  %v660 = load i32, i32 addrspace(3)* %v659, align 4
  %v661 = trunc i32 %v660 to i8
  %v662 = icmp ne i8 %v661, 0
  %v663 = zext i1 %v662 to i32
  %v664 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v665 = getelementptr inbounds i32, i32 addrspace(3)* %v664, i32 22
  %v666 = load i32, i32 addrspace(3)* %v665, align 4
  %v667 = trunc i32 %v666 to i8
  %v668 = icmp ne i8 %v667, 0
  %v669 = zext i1 %v668 to i32
  %v670 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v671 = getelementptr inbounds i32, i32 addrspace(3)* %v670, i32 23
  %v672 = load i32, i32 addrspace(3)* %v671, align 4
  %v673 = trunc i32 %v672 to i8
  %v674 = icmp ne i8 %v673, 0
  %v675 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([105 x i8], [105 x i8] addrspace(1)* @str2, i64 0, i64 0) to i8*
  %v676 = alloca {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, align 8
  %v677 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 0
  store i32 %v471, i32* %v677, align 4
  %v678 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 1
  store i32 %v510, i32* %v678, align 4
  %v679 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 2
  store i32 %v513, i32* %v679, align 4
  %v680 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 3
  store i32 %v516, i32* %v680, align 4
  %v681 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 4
  store i32 %v519, i32* %v681, align 4
  %v682 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 5
  store i32 %v522, i32* %v682, align 4
  %v683 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 6
  store i32 %v525, i32* %v683, align 4
  %v684 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 7
  store i32 %v528, i32* %v684, align 4
  %v685 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 8
  store i32 %v531, i32* %v685, align 4
  %v686 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 9
  store i32 %v537, i32* %v686, align 4
  %v687 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 10
  store i32 %v543, i32* %v687, align 4
  %v688 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 11
  store i32 %v549, i32* %v688, align 4
  %v689 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 12
  store i32 %v555, i32* %v689, align 4
  %v690 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 13
  store i32 %v561, i32* %v690, align 4
  %v691 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 14
  store i32 %v567, i32* %v691, align 4
  %v692 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 15
  store i32 %v573, i32* %v692, align 4
  %v693 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 16
  store i32 %v579, i32* %v693, align 4
  %v694 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 17
  store i32 %v585, i32* %v694, align 4
  %v695 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 18
  store i32 %v591, i32* %v695, align 4
  %v696 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 19
  store i32 %v597, i32* %v696, align 4
  %v697 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 20
  store i32 %v603, i32* %v697, align 4
  %v698 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 21
  store i32 %v609, i32* %v698, align 4
  %v699 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 22
  store i32 %v615, i32* %v699, align 4
  %v700 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 23
  store i32 %v621, i32* %v700, align 4
  %v701 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 24
  store i32 %v627, i32* %v701, align 4
  %v702 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 25
  store i32 %v633, i32* %v702, align 4
  %v703 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 26
  store i32 %v639, i32* %v703, align 4
  %v704 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 27
  store i32 %v645, i32* %v704, align 4
  %v705 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 28
  store i32 %v651, i32* %v705, align 4
  %v706 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 29
  store i32 %v657, i32* %v706, align 4
  %v707 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 30
  store i32 %v663, i32* %v707, align 4
  %v708 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676, i32 0, i32 31
  store i32 %v669, i32* %v708, align 4
  %v709 = bitcast {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v676 to i8*
  %v710 = call i32 @vprintf(i8* %v675, i8* %v709)
  %v711 = zext i1 %v674 to i32
  %v712 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v713 = getelementptr inbounds i32, i32 addrspace(3)* %v712, i32 24
  %v714 = load i32, i32 addrspace(3)* %v713, align 4
  %v715 = trunc i32 %v714 to i8
  %v716 = icmp ne i8 %v715, 0
  %v717 = zext i1 %v716 to i32
  %v718 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v719 = getelementptr inbounds i32, i32 addrspace(3)* %v718, i32 25
  %v720 = load i32, i32 addrspace(3)* %v719, align 4
  %v721 = trunc i32 %v720 to i8
  %v722 = icmp ne i8 %v721, 0
  %v723 = zext i1 %v722 to i32
  %v724 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v725 = getelementptr inbounds i32, i32 addrspace(3)* %v724, i32 26
  %v726 = load i32, i32 addrspace(3)* %v725, align 4
  %v727 = trunc i32 %v726 to i8
  %v728 = icmp ne i8 %v727, 0
  %v729 = zext i1 %v728 to i32
  %v730 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v731 = getelementptr inbounds i32, i32 addrspace(3)* %v730, i32 27
  %v732 = load i32, i32 addrspace(3)* %v731, align 4
  %v733 = trunc i32 %v732 to i8
  %v734 = icmp ne i8 %v733, 0
  %v735 = zext i1 %v734 to i32
  %v736 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v737 = getelementptr inbounds i32, i32 addrspace(3)* %v736, i32 28
  %v738 = load i32, i32 addrspace(3)* %v737, align 4
  %v739 = trunc i32 %v738 to i8
  %v740 = icmp ne i8 %v739, 0
  %v741 = zext i1 %v740 to i32
  %v742 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v743 = getelementptr inbounds i32, i32 addrspace(3)* %v742, i32 29
  %v744 = load i32, i32 addrspace(3)* %v743, align 4
  %v745 = trunc i32 %v744 to i8
  %v746 = icmp ne i8 %v745, 0
  %v747 = zext i1 %v746 to i32
  %v748 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v749 = getelementptr inbounds i32, i32 addrspace(3)* %v748, i32 30
  %v750 = load i32, i32 addrspace(3)* %v749, align 4
  %v751 = trunc i32 %v750 to i8
  %v752 = icmp ne i8 %v751, 0
  %v753 = zext i1 %v752 to i32
  %v754 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v755 = getelementptr inbounds i32, i32 addrspace(3)* %v754, i32 31
  %v756 = load i32, i32 addrspace(3)* %v755, align 4
  %v757 = trunc i32 %v756 to i8
  %v758 = icmp ne i8 %v757, 0
  %v759 = zext i1 %v758 to i32
  %v760 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v761 = getelementptr inbounds i32, i32 addrspace(3)* %v760, i32 32
  %v762 = load i32, i32 addrspace(3)* %v761, align 4
  %v763 = trunc i32 %v762 to i8
  %v764 = icmp ne i8 %v763, 0
  %v765 = zext i1 %v764 to i32
  %v766 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v767 = getelementptr inbounds i32, i32 addrspace(3)* %v766, i32 33
  %v768 = load i32, i32 addrspace(3)* %v767, align 4
  %v769 = trunc i32 %v768 to i8
  %v770 = icmp ne i8 %v769, 0
  %v771 = zext i1 %v770 to i32
  %v772 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v773 = getelementptr inbounds i32, i32 addrspace(3)* %v772, i32 34
  %v774 = load i32, i32 addrspace(3)* %v773, align 4
  %v775 = trunc i32 %v774 to i8
  %v776 = icmp ne i8 %v775, 0
  %v777 = zext i1 %v776 to i32
  %v778 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v779 = getelementptr inbounds i32, i32 addrspace(3)* %v778, i32 35
  %v780 = load i32, i32 addrspace(3)* %v779, align 4
  %v781 = trunc i32 %v780 to i8
  %v782 = icmp ne i8 %v781, 0
  %v783 = zext i1 %v782 to i32
  %v784 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v785 = getelementptr inbounds i32, i32 addrspace(3)* %v784, i32 36
  %v786 = load i32, i32 addrspace(3)* %v785, align 4
  %v787 = trunc i32 %v786 to i8
  %v788 = icmp ne i8 %v787, 0
  %v789 = zext i1 %v788 to i32
  %v790 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v791 = getelementptr inbounds i32, i32 addrspace(3)* %v790, i32 37
  %v792 = load i32, i32 addrspace(3)* %v791, align 4
  %v793 = trunc i32 %v792 to i8
  %v794 = icmp ne i8 %v793, 0
  %v795 = zext i1 %v794 to i32
  %v796 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v797 = getelementptr inbounds i32, i32 addrspace(3)* %v796, i32 38
  %v798 = load i32, i32 addrspace(3)* %v797, align 4
  %v799 = trunc i32 %v798 to i8
  %v800 = icmp ne i8 %v799, 0
  %v801 = zext i1 %v800 to i32
  %v802 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v803 = getelementptr inbounds i32, i32 addrspace(3)* %v802, i32 39
  %v804 = load i32, i32 addrspace(3)* %v803, align 4
  %v805 = trunc i32 %v804 to i8
  %v806 = icmp ne i8 %v805, 0
  %v807 = zext i1 %v806 to i32
  %v808 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v809 = getelementptr inbounds i32, i32 addrspace(3)* %v808, i32 40
  %v810 = load i32, i32 addrspace(3)* %v809, align 4
  %v811 = trunc i32 %v810 to i8
  %v812 = icmp ne i8 %v811, 0
  %v813 = zext i1 %v812 to i32
  %v814 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v815 = getelementptr inbounds i32, i32 addrspace(3)* %v814, i32 41
  %v816 = load i32, i32 addrspace(3)* %v815, align 4
  %v817 = trunc i32 %v816 to i8
  %v818 = icmp ne i8 %v817, 0
  %v819 = zext i1 %v818 to i32
  %v820 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v821 = getelementptr inbounds i32, i32 addrspace(3)* %v820, i32 42
  %v822 = load i32, i32 addrspace(3)* %v821, align 4
  %v823 = trunc i32 %v822 to i8
  %v824 = icmp ne i8 %v823, 0
  %v825 = zext i1 %v824 to i32
  %v826 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v827 = getelementptr inbounds i32, i32 addrspace(3)* %v826, i32 43
  %v828 = load i32, i32 addrspace(3)* %v827, align 4
  %v829 = trunc i32 %v828 to i8
  %v830 = icmp ne i8 %v829, 0
  %v831 = zext i1 %v830 to i32
  %v832 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v833 = getelementptr inbounds i32, i32 addrspace(3)* %v832, i32 44
  %v834 = load i32, i32 addrspace(3)* %v833, align 4
  %v835 = trunc i32 %v834 to i8
  %v836 = icmp ne i8 %v835, 0
  %v837 = zext i1 %v836 to i32
  %v838 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v839 = getelementptr inbounds i32, i32 addrspace(3)* %v838, i32 45
  %v840 = load i32, i32 addrspace(3)* %v839, align 4
  %v841 = trunc i32 %v840 to i8
  %v842 = icmp ne i8 %v841, 0
  %v843 = zext i1 %v842 to i32
  %v844 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v845 = getelementptr inbounds i32, i32 addrspace(3)* %v844, i32 46
  %v846 = load i32, i32 addrspace(3)* %v845, align 4
  %v847 = trunc i32 %v846 to i8
  %v848 = icmp ne i8 %v847, 0
  %v849 = zext i1 %v848 to i32
  %v850 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v851 = getelementptr inbounds i32, i32 addrspace(3)* %v850, i32 47
  %v852 = load i32, i32 addrspace(3)* %v851, align 4
  %v853 = trunc i32 %v852 to i8
  %v854 = icmp ne i8 %v853, 0
  %v855 = zext i1 %v854 to i32
  %v856 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v857 = getelementptr inbounds i32, i32 addrspace(3)* %v856, i32 48
  %v858 = load i32, i32 addrspace(3)* %v857, align 4
  %v859 = trunc i32 %v858 to i8
  %v860 = icmp ne i8 %v859, 0
  %v861 = zext i1 %v860 to i32
  %v862 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v863 = getelementptr inbounds i32, i32 addrspace(3)* %v862, i32 49
  %v864 = load i32, i32 addrspace(3)* %v863, align 4
  %v865 = trunc i32 %v864 to i8
  %v866 = icmp ne i8 %v865, 0
  %v867 = zext i1 %v866 to i32
  %v868 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v869 = getelementptr inbounds i32, i32 addrspace(3)* %v868, i32 50
  %v870 = load i32, i32 addrspace(3)* %v869, align 4
  %v871 = trunc i32 %v870 to i8
  %v872 = icmp ne i8 %v871, 0
  %v873 = zext i1 %v872 to i32
  %v874 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v875 = getelementptr inbounds i32, i32 addrspace(3)* %v874, i32 51
  %v876 = load i32, i32 addrspace(3)* %v875, align 4
  %v877 = trunc i32 %v876 to i8
  %v878 = icmp ne i8 %v877, 0
  %v879 = zext i1 %v878 to i32
  %v880 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v881 = getelementptr inbounds i32, i32 addrspace(3)* %v880, i32 52
  %v882 = load i32, i32 addrspace(3)* %v881, align 4
  %v883 = trunc i32 %v882 to i8
  %v884 = icmp ne i8 %v883, 0
  %v885 = zext i1 %v884 to i32
  %v886 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v887 = getelementptr inbounds i32, i32 addrspace(3)* %v886, i32 53
  %v888 = load i32, i32 addrspace(3)* %v887, align 4
  %v889 = trunc i32 %v888 to i8
  %v890 = icmp ne i8 %v889, 0
  %v891 = zext i1 %v890 to i32
  %v892 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v893 = getelementptr inbounds i32, i32 addrspace(3)* %v892, i32 54
  %v894 = load i32, i32 addrspace(3)* %v893, align 4
  %v895 = trunc i32 %v894 to i8
  %v896 = icmp ne i8 %v895, 0
  %v897 = zext i1 %v896 to i32
  %v898 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v899 = getelementptr inbounds i32, i32 addrspace(3)* %v898, i32 55
  %v900 = load i32, i32 addrspace(3)* %v899, align 4
  %v901 = trunc i32 %v900 to i8
  %v902 = icmp ne i8 %v901, 0
  %v903 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([97 x i8], [97 x i8] addrspace(1)* @str1, i64 0, i64 0) to i8*
  %v904 = alloca {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, align 8
  %v905 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 0
  store i32 %v711, i32* %v905, align 4
  %v906 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 1
  store i32 %v717, i32* %v906, align 4
  %v907 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 2
  store i32 %v723, i32* %v907, align 4
  %v908 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 3
  store i32 %v729, i32* %v908, align 4
  %v909 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 4
  store i32 %v735, i32* %v909, align 4
  %v910 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 5
  store i32 %v741, i32* %v910, align 4
  %v911 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 6
  store i32 %v747, i32* %v911, align 4
  %v912 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 7
  store i32 %v753, i32* %v912, align 4
  %v913 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 8
  store i32 %v759, i32* %v913, align 4
  %v914 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 9
  store i32 %v765, i32* %v914, align 4
  %v915 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 10
  store i32 %v771, i32* %v915, align 4
  %v916 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 11
  store i32 %v777, i32* %v916, align 4
  %v917 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 12
  store i32 %v783, i32* %v917, align 4
  %v918 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 13
  store i32 %v789, i32* %v918, align 4
  %v919 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 14
  store i32 %v795, i32* %v919, align 4
  %v920 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 15
  store i32 %v801, i32* %v920, align 4
  %v921 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 16
  store i32 %v807, i32* %v921, align 4
  %v922 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 17
  store i32 %v813, i32* %v922, align 4
  %v923 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 18
  store i32 %v819, i32* %v923, align 4
  %v924 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 19
  store i32 %v825, i32* %v924, align 4
  %v925 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 20
  store i32 %v831, i32* %v925, align 4
  %v926 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 21
  store i32 %v837, i32* %v926, align 4
  %v927 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 22
  store i32 %v843, i32* %v927, align 4
  %v928 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 23
  store i32 %v849, i32* %v928, align 4
  %v929 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 24
  store i32 %v855, i32* %v929, align 4
  %v930 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 25
  store i32 %v861, i32* %v930, align 4
  %v931 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 26
  store i32 %v867, i32* %v931, align 4
  %v932 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 27
  store i32 %v873, i32* %v932, align 4
  %v933 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 28
  store i32 %v879, i32* %v933, align 4
  %v934 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 29
  store i32 %v885, i32* %v934, align 4
  %v935 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 30
  store i32 %v891, i32* %v935, align 4
  %v936 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904, i32 0, i32 31
  store i32 %v897, i32* %v936, align 4
  %v937 = bitcast {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v904 to i8*
  %v938 = call i32 @vprintf(i8* %v903, i8* %v937)
  %v939 = zext i1 %v902 to i32
  %v940 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v941 = getelementptr inbounds i32, i32 addrspace(3)* %v940, i32 56
  %v942 = load i32, i32 addrspace(3)* %v941, align 4
  %v943 = trunc i32 %v942 to i8
  %v944 = icmp ne i8 %v943, 0
  %v945 = zext i1 %v944 to i32
  %v946 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v947 = getelementptr inbounds i32, i32 addrspace(3)* %v946, i32 57
  %v948 = load i32, i32 addrspace(3)* %v947, align 4
  %v949 = trunc i32 %v948 to i8
  %v950 = icmp ne i8 %v949, 0
  %v951 = zext i1 %v950 to i32
  %v952 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v953 = getelementptr inbounds i32, i32 addrspace(3)* %v952, i32 58
  %v954 = load i32, i32 addrspace(3)* %v953, align 4
  %v955 = trunc i32 %v954 to i8
  %v956 = icmp ne i8 %v955, 0
  %v957 = zext i1 %v956 to i32
  %v958 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v959 = getelementptr inbounds i32, i32 addrspace(3)* %v958, i32 59
  %v960 = load i32, i32 addrspace(3)* %v959, align 4
  %v961 = trunc i32 %v960 to i8
  %v962 = icmp ne i8 %v961, 0
  %v963 = zext i1 %v962 to i32
  %v964 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v965 = getelementptr inbounds i32, i32 addrspace(3)* %v964, i32 60
  %v966 = load i32, i32 addrspace(3)* %v965, align 4
  %v967 = trunc i32 %v966 to i8
  %v968 = icmp ne i8 %v967, 0
  %v969 = zext i1 %v968 to i32
  %v970 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v971 = getelementptr inbounds i32, i32 addrspace(3)* %v970, i32 61
  %v972 = load i32, i32 addrspace(3)* %v971, align 4
  %v973 = trunc i32 %v972 to i8
  %v974 = icmp ne i8 %v973, 0
  %v975 = zext i1 %v974 to i32
  %v976 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v977 = getelementptr inbounds i32, i32 addrspace(3)* %v976, i32 62
  %v978 = load i32, i32 addrspace(3)* %v977, align 4
  %v979 = trunc i32 %v978 to i8
  %v980 = icmp ne i8 %v979, 0
  %v981 = zext i1 %v980 to i32
  %v982 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v983 = getelementptr inbounds i32, i32 addrspace(3)* %v982, i32 63
  %v984 = load i32, i32 addrspace(3)* %v983, align 4
  %v985 = trunc i32 %v984 to i8
  %v986 = icmp ne i8 %v985, 0
  %v987 = zext i1 %v986 to i32
  %v988 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([29 x i8], [29 x i8] addrspace(1)* @str3, i64 0, i64 0) to i8*
  %v989 = alloca {i32, i32, i32, i32, i32, i32, i32, i32, i32}, align 8
  %v990 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v989, i32 0, i32 0
  store i32 %v939, i32* %v990, align 4
  %v991 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v989, i32 0, i32 1
  store i32 %v945, i32* %v991, align 4
  %v992 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v989, i32 0, i32 2
  store i32 %v951, i32* %v992, align 4
  %v993 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v989, i32 0, i32 3
  store i32 %v957, i32* %v993, align 4
  %v994 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v989, i32 0, i32 4
  store i32 %v963, i32* %v994, align 4
  %v995 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v989, i32 0, i32 5
  store i32 %v969, i32* %v995, align 4
  %v996 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v989, i32 0, i32 6
  store i32 %v975, i32* %v996, align 4
  %v997 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v989, i32 0, i32 7
  store i32 %v981, i32* %v997, align 4
  %v998 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v989, i32 0, i32 8
  store i32 %v987, i32* %v998, align 4
  %v999 = bitcast {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v989 to i8*
  %v1000 = call i32 @vprintf(i8* %v988, i8* %v999)
  br label %printed24
printed24:
  %v1001 = and i32 %v2, 1
  %v1002 = shl i32 %v1001, 2
  %v1003 = lshr i32 %v2, 1
  %v1004 = and i32 %v1003, 1
  %v1005 = shl i32 %v1004, 3
  %v1006 = or i32 %v1002, %v1005
  %v1007 = lshr i32 %v2, 2
  %v1008 = and i32 %v1007, 1
  %v1009 = shl i32 %v1008, 4
  %v1010 = or i32 %v1006, %v1009
  %v1011 = lshr i32 %v2, 3
  %v1012 = and i32 %v1011, 1
  %v1013 = shl i32 %v1012, 5
  %v1014 = or i32 %v1010, %v1013
  %v1015 = lshr i32 %v2, 4
  %v1016 = and i32 %v1015, 1
  %v1017 = shl i32 %v1016, 6
  %v1018 = or i32 %v1014, %v1017
  %v1019 = and i32 %v3, 1
  %v1020 = shl i32 %v1019, 7
  %v1021 = or i32 %v1018, %v1020
  %v1022 = lshr i32 %v3, 1
  %v1023 = and i32 %v1022, 1
  %v1024 = shl i32 %v1023, 8
  %v1025 = or i32 %v1021, %v1024
  %v1026 = lshr i32 %v3, 2
  %v1027 = and i32 %v1026, 1
  %v1028 = shl i32 %v1027, 9
  %v1029 = or i32 %v1025, %v1028
  %v1030 = lshr i32 %v1029, 6
  %v1031 = and i32 %v1030, 63
  %v1032 = and i32 %v1029, 63
  %v1033 = zext i32 %v1031 to i64
  %v1034 = sext i32 %p3 to i64
  %v1035 = zext i32 %p1 to i64
  %v1036 = mul i64 %v1033, %v1034
  %v1037 = icmp sle i64 64, %v1035
  %v1038 = icmp sge i64 0, 0
  %v1039 = and i1 %v1037, %v1038
  %v1040 = zext i32 %v1032 to i64
  %v1041 = sext i32 %p4 to i64
  %v1042 = zext i32 %p2 to i64
  %v1043 = mul i64 %v1040, %v1041
  %v1044 = add i64 %v1036, %v1043
  %v1045 = icmp sle i64 64, %v1042
  %v1046 = icmp sge i64 0, 0
  %v1047 = and i1 %v1045, %v1046
  %v1048 = and i1 %v1039, %v1047
  br i1 %v1048, label %ld_full25, label %ld_edge26
ld_full25:
  %v1049 = icmp ult i64 %v1033, %v1035
  %v1050 = icmp ult i64 %v1040, %v1042
  %v1051 = and i1 %v1049, %v1050
  %v1052 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1044
  %v1053 = load float, float addrspace(1)* %v1052, align 4
  %v1054 = icmp ult i64 %v1033, %v1035
  %v1055 = add i64 %v1044, %v1041
  %v1056 = add i64 %v1040, 1
  %v1057 = icmp ult i64 %v1056, %v1042
  %v1058 = and i1 %v1054, %v1057
  %v1059 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1055
  %v1060 = load float, float addrspace(1)* %v1059, align 4
  %v1061 = icmp ult i64 %v1033, %v1035
  %v1062 = mul i64 2, %v1041
  %v1063 = add i64 %v1044, %v1062
  %v1064 = add i64 %v1040, 2
  %v1065 = icmp ult i64 %v1064, %v1042
  %v1066 = and i1 %v1061, %v1065
  %v1067 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1063
  %v1068 = load float, float addrspace(1)* %v1067, align 4
  %v1069 = icmp ult i64 %v1033, %v1035
  %v1070 = mul i64 3, %v1041
  %v1071 = add i64 %v1044, %v1070
  %v1072 = add i64 %v1040, 3
  %v1073 = icmp ult i64 %v1072, %v1042
  %v1074 = and i1 %v1069, %v1073
  %v1075 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1071
  %v1076 = load float, float addrspace(1)* %v1075, align 4
  %v1077 = mul i64 16, %v1034
  %v1078 = add i64 %v1044, %v1077
  %v1079 = add i64 %v1033, 16
  %v1080 = icmp ult i64 %v1079, %v1035
  %v1081 = icmp ult i64 %v1040, %v1042
  %v1082 = and i1 %v1080, %v1081
  %v1083 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1078
  %v1084 = load float, float addrspace(1)* %v1083, align 4
  %v1085 = mul i64 16, %v1034
  %v1086 = add i64 %v1044, %v1085
  %v1087 = add i64 %v1033, 16
  %v1088 = icmp ult i64 %v1087, %v1035
  %v1089 = add i64 %v1086, %v1041
  %v1090 = add i64 %v1040, 1
  %v1091 = icmp ult i64 %v1090, %v1042
  %v1092 = and i1 %v1088, %v1091
  %v1093 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1089
  %v1094 = load float, float addrspace(1)* %v1093, align 4
  %v1095 = mul i64 16, %v1034
  %v1096 = add i64 %v1044, %v1095
  %v1097 = add i64 %v1033, 16
  %v1098 = icmp ult i64 %v1097, %v1035
  %v1099 = mul i64 2, %v1041
  %v1100 = add i64 %v1096, %v1099
  %v1101 = add i64 %v1040, 2
  %v1102 = icmp ult i64 %v1101, %v1042
  %v1103 = and i1 %v1098, %v1102
  %v1104 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1100
  %v1105 = load float, float addrspace(1)* %v1104, align 4
  %v1106 = mul i64 16, %v1034
  %v1107 = add i64 %v1044, %v1106
  %v1108 = add i64 %v1033, 16
  %v1109 = icmp ult i64 %v1108, %v1035
  %v1110 = mul i64 3, %v1041
  %v1111 = add i64 %v1107, %v1110
  %v1112 = add i64 %v1040, 3
  %v1113 = icmp ult i64 %v1112, %v1042
  %v1114 = and i1 %v1109, %v1113
  %v1115 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1111
  %v1116 = load float, float addrspace(1)* %v1115, align 4
  %v1117 = mul i64 32, %v1034
  %v1118 = add i64 %v1044, %v1117
  %v1119 = add i64 %v1033, 32
  %v1120 = icmp ult i64 %v1119, %v1035
  %v1121 = icmp ult i64 %v1040, %v1042
  %v1122 = and i1 %v1120, %v1121
  %v1123 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1118
  %v1124 = load float, float addrspace(1)* %v1123, align 4
  %v1125 = mul i64 32, %v1034
  %v1126 = add i64 %v1044, %v1125
  %v1127 = add i64 %v1033, 32
  %v1128 = icmp ult i64 %v1127, %v1035
  %v1129 = add i64 %v1126, %v1041
  %v1130 = add i64 %v1040, 1
  %v1131 = icmp ult i64 %v1130, %v1042
  %v1132 = and i1 %v1128, %v1131
  %v1133 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1129
  %v1134 = load float, float addrspace(1)* %v1133, align 4
  %v1135 = mul i64 32, %v1034
  %v1136 = add i64 %v1044, %v1135
  %v1137 = add i64 %v1033, 32
  %v1138 = icmp ult i64 %v1137, %v1035
  %v1139 = mul i64 2, %v1041
  %v1140 = add i64 %v1136, %v1139
  %v1141 = add i64 %v1040, 2
  %v1142 = icmp ult i64 %v1141, %v1042
  %v1143 = and i1 %v1138, %v1142
  %v1144 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1140
  %v1145 = load float, float addrspace(1)* %v1144, align 4
  %v1146 = mul i64 32, %v1034
  %v1147 = add i64 %v1044, %v1146
  %v1148 = add i64 %v1033, 32
  %v1149 = icmp ult i64 %v1148, %v1035
  %v1150 = mul i64 3, %v1041
  %v1151 = add i64 %v1147, %v1150
  %v1152 = add i64 %v1040, 3
  %v1153 = icmp ult i64 %v1152, %v1042
  %v1154 = and i1 %v1149, %v1153
  %v1155 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1151
  %v1156 = load float, float addrspace(1)* %v1155, align 4
  %v1157 = mul i64 48, %v1034
  %v1158 = add i64 %v1044, %v1157
  %v1159 = add i64 %v1033, 48
  %v1160 = icmp ult i64 %v1159, %v1035
  %v1161 = icmp ult i64 %v1040, %v1042
  %v1162 = and i1 %v1160, %v1161
  %v1163 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1158
  %v1164 = load float, float addrspace(1)* %v1163, align 4
  %v1165 = mul i64 48, %v1034
  %v1166 = add i64 %v1044, %v1165
  %v1167 = add i64 %v1033, 48
  %v1168 = icmp ult i64 %v1167, %v1035
  %v1169 = add i64 %v1166, %v1041
  %v1170 = add i64 %v1040, 1
  %v1171 = icmp ult i64 %v1170, %v1042
  %v1172 = and i1 %v1168, %v1171
  %v1173 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1169
  %v1174 = load float, float addrspace(1)* %v1173, align 4
  %v1175 = mul i64 48, %v1034
  %v1176 = add i64 %v1044, %v1175
  %v1177 = add i64 %v1033, 48
  %v1178 = icmp ult i64 %v1177, %v1035
  %v1179 = mul i64 2, %v1041
  %v1180 = add i64 %v1176, %v1179
  %v1181 = add i64 %v1040, 2
  %v1182 = icmp ult i64 %v1181, %v1042
  %v1183 = and i1 %v1178, %v1182
  %v1184 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1180
  %v1185 = load float, float addrspace(1)* %v1184, align 4
  %v1186 = mul i64 48, %v1034
  %v1187 = add i64 %v1044, %v1186
  %v1188 = add i64 %v1033, 48
  %v1189 = icmp ult i64 %v1188, %v1035
  %v1190 = mul i64 3, %v1041
  %v1191 = add i64 %v1187, %v1190
  %v1192 = add i64 %v1040, 3
  %v1193 = icmp ult i64 %v1192, %v1042
  %v1194 = and i1 %v1189, %v1193
  %v1195 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1191
  %v1196 = load float, float addrspace(1)* %v1195, align 4
  br label %ld_done27
ld_edge26:
  %v1197 = icmp ult i64 %v1033, %v1035
  %v1198 = icmp ult i64 %v1040, %v1042
  %v1199 = and i1 %v1197, %v1198
  %v1200 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1044
  br i1 %v1199, label %ld28, label %ld_next29
ld_done27:
  %v1361 = phi float [ %v1053, %ld_full25 ], [ %v1202, %ld_next59 ]
  %v1362 = phi float [ %v1060, %ld_full25 ], [ %v1210, %ld_next59 ]
  %v1363 = phi float [ %v1068, %ld_full25 ], [ %v1219, %ld_next59 ]
  %v1364 = phi float [ %v1076, %ld_full25 ], [ %v1228, %ld_next59 ]
  %v1365 = phi float [ %v1084, %ld_full25 ], [ %v1237, %ld_next59 ]
  %v1366 = phi float [ %v1094, %ld_full25 ], [ %v1248, %ld_next59 ]
  %v1367 = phi float [ %v1105, %ld_full25 ], [ %v1260, %ld_next59 ]
  %v1368 = phi float [ %v1116, %ld_full25 ], [ %v1272, %ld_next59 ]
  %v1369 = phi float [ %v1124, %ld_full25 ], [ %v1281, %ld_next59 ]
  %v1370 = phi float [ %v1134, %ld_full25 ], [ %v1292, %ld_next59 ]
  %v1371 = phi float [ %v1145, %ld_full25 ], [ %v1304, %ld_next59 ]
  %v1372 = phi float [ %v1156, %ld_full25 ], [ %v1316, %ld_next59 ]
  %v1373 = phi float [ %v1164, %ld_full25 ], [ %v1325, %ld_next59 ]
  %v1374 = phi float [ %v1174, %ld_full25 ], [ %v1336, %ld_next59 ]
  %v1375 = phi float [ %v1185, %ld_full25 ], [ %v1348, %ld_next59 ]
  %v1376 = phi float [ %v1196, %ld_full25 ], [ %v1360, %ld_next59 ]
  call void @llvm.nvvm.barrier0()
  %v1377 = and i32 %v2, 1
  %v1378 = shl i32 %v1377, 2
  %v1379 = lshr i32 %v2, 1
  %v1380 = and i32 %v1379, 1
  %v1381 = shl i32 %v1380, 3
  %v1382 = or i32 %v1378, %v1381
  %v1383 = lshr i32 %v2, 2
  %v1384 = and i32 %v1383, 1
  %v1385 = shl i32 %v1384, 4
  %v1386 = or i32 %v1382, %v1385
  %v1387 = lshr i32 %v2, 3
  %v1388 = and i32 %v1387, 1
  %v1389 = shl i32 %v1388, 5
  %v1390 = or i32 %v1386, %v1389
  %v1391 = lshr i32 %v2, 4
  %v1392 = and i32 %v1391, 1
  %v1393 = shl i32 %v1392, 6
  %v1394 = or i32 %v1390, %v1393
  %v1395 = and i32 %v3, 1
  %v1396 = shl i32 %v1395, 7
  %v1397 = or i32 %v1394, %v1396
  %v1398 = lshr i32 %v3, 1
  %v1399 = and i32 %v1398, 1
  %v1400 = shl i32 %v1399, 8
  %v1401 = or i32 %v1397, %v1400
  %v1402 = lshr i32 %v3, 2
  %v1403 = and i32 %v1402, 1
  %v1404 = shl i32 %v1403, 9
  %v1405 = or i32 %v1401, %v1404
  %v1406 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1407 = getelementptr inbounds float, float addrspace(3)* %v1406, i32 %v1405
  store float %v1361, float addrspace(3)* %v1407, align 4
  %v1408 = or i32 %v1405, 1
  %v1409 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1410 = getelementptr inbounds float, float addrspace(3)* %v1409, i32 %v1408
  store float %v1362, float addrspace(3)* %v1410, align 4
  %v1411 = or i32 %v1405, 2
  %v1412 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1413 = getelementptr inbounds float, float addrspace(3)* %v1412, i32 %v1411
  store float %v1363, float addrspace(3)* %v1413, align 4
  %v1414 = or i32 %v1405, 3
  %v1415 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1416 = getelementptr inbounds float, float addrspace(3)* %v1415, i32 %v1414
  store float %v1364, float addrspace(3)* %v1416, align 4
  %v1417 = or i32 %v1405, 1024
  %v1418 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1419 = getelementptr inbounds float, float addrspace(3)* %v1418, i32 %v1417
  store float %v1365, float addrspace(3)* %v1419, align 4
  %v1420 = or i32 %v1405, 1025
  %v1421 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1422 = getelementptr inbounds float, float addrspace(3)* %v1421, i32 %v1420
  store float %v1366, float addrspace(3)* %v1422, align 4
  %v1423 = or i32 %v1405, 1026
  %v1424 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1425 = getelementptr inbounds float, float addrspace(3)* %v1424, i32 %v1423
  store float %v1367, float addrspace(3)* %v1425, align 4
  %v1426 = or i32 %v1405, 1027
  %v1427 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1428 = getelementptr inbounds float, float addrspace(3)* %v1427, i32 %v1426
  store float %v1368, float addrspace(3)* %v1428, align 4
  %v1429 = or i32 %v1405, 2048
  %v1430 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1431 = getelementptr inbounds float, float addrspace(3)* %v1430, i32 %v1429
  store float %v1369, float addrspace(3)* %v1431, align 4
  %v1432 = or i32 %v1405, 2049
  %v1433 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1434 = getelementptr inbounds float, float addrspace(3)* %v1433, i32 %v1432
  store float %v1370, float addrspace(3)* %v1434, align 4
  %v1435 = or i32 %v1405, 2050
  %v1436 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1437 = getelementptr inbounds float, float addrspace(3)* %v1436, i32 %v1435
  store float %v1371, float addrspace(3)* %v1437, align 4
  %v1438 = or i32 %v1405, 2051
  %v1439 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1440 = getelementptr inbounds float, float addrspace(3)* %v1439, i32 %v1438
  store float %v1372, float addrspace(3)* %v1440, align 4
  %v1441 = or i32 %v1405, 3072
  %v1442 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1443 = getelementptr inbounds float, float addrspace(3)* %v1442, i32 %v1441
  store float %v1373, float addrspace(3)* %v1443, align 4
  %v1444 = or i32 %v1405, 3073
  %v1445 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1446 = getelementptr inbounds float, float addrspace(3)* %v1445, i32 %v1444
  store float %v1374, float addrspace(3)* %v1446, align 4
  %v1447 = or i32 %v1405, 3074
  %v1448 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1449 = getelementptr inbounds float, float addrspace(3)* %v1448, i32 %v1447
  store float %v1375, float addrspace(3)* %v1449, align 4
  %v1450 = or i32 %v1405, 3075
  %v1451 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1452 = getelementptr inbounds float, float addrspace(3)* %v1451, i32 %v1450
  store float %v1376, float addrspace(3)* %v1452, align 4
  call void @llvm.nvvm.barrier0()
  %v1453 = icmp eq i32 %v1, 0
  br i1 %v1453, label %print60, label %printed61
ld28:
  %v1201 = load float, float addrspace(1)* %v1200, align 4
  br label %ld_next29
ld_next29:
  %v1202 = phi float [ %v1201, %ld28 ], [ 0x0000000000000000, %ld_edge26 ]
  %v1203 = icmp ult i64 %v1033, %v1035
  %v1204 = add i64 %v1044, %v1041
  %v1205 = add i64 %v1040, 1
  %v1206 = icmp ult i64 %v1205, %v1042
  %v1207 = and i1 %v1203, %v1206
  %v1208 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1204
  br i1 %v1207, label %ld30, label %ld_next31
ld30:
  %v1209 = load float, float addrspace(1)* %v1208, align 4
  br label %ld_next31
ld_next31:
  %v1210 = phi float [ %v1209, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v1211 = icmp ult i64 %v1033, %v1035
  %v1212 = mul i64 2, %v1041
  %v1213 = add i64 %v1044, %v1212
  %v1214 = add i64 %v1040, 2
  %v1215 = icmp ult i64 %v1214, %v1042
  %v1216 = and i1 %v1211, %v1215
  %v1217 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1213
  br i1 %v1216, label %ld32, label %ld_next33
ld32:
  %v1218 = load float, float addrspace(1)* %v1217, align 4
  br label %ld_next33
ld_next33:
  %v1219 = phi float [ %v1218, %ld32 ], [ 0x0000000000000000, %ld_next31 ]
  %v1220 = icmp ult i64 %v1033, %v1035
  %v1221 = mul i64 3, %v1041
  %v1222 = add i64 %v1044, %v1221
  %v1223 = add i64 %v1040, 3
  %v1224 = icmp ult i64 %v1223, %v1042
  %v1225 = and i1 %v1220, %v1224
  %v1226 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1222
  br i1 %v1225, label %ld34, label %ld_next35
ld34:
  %v1227 = load float, float addrspace(1)* %v1226, align 4
  br label %ld_next35
ld_next35:
  %v1228 = phi float [ %v1227, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  %v1229 = mul i64 16, %v1034
  %v1230 = add i64 %v1044, %v1229
  %v1231 = add i64 %v1033, 16
  %v1232 = icmp ult i64 %v1231, %v1035
  %v1233 = icmp ult i64 %v1040, %v1042
  %v1234 = and i1 %v1232, %v1233
  %v1235 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1230
  br i1 %v1234, label %ld36, label %ld_next37
ld36:
  %v1236 = load float, float addrspace(1)* %v1235, align 4
  br label %ld_next37
ld_next37:
  %v1237 = phi float [ %v1236, %ld36 ], [ 0x0000000000000000, %ld_next35 ]
  %v1238 = mul i64 16, %v1034
  %v1239 = add i64 %v1044, %v1238
  %v1240 = add i64 %v1033, 16
  %v1241 = icmp ult i64 %v1240, %v1035
  %v1242 = add i64 %v1239, %v1041
  %v1243 = add i64 %v1040, 1
  %v1244 = icmp ult i64 %v1243, %v1042
  %v1245 = and i1 %v1241, %v1244
  %v1246 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1242
  br i1 %v1245, label %ld38, label %ld_next39
ld38:
  %v1247 = load float, float addrspace(1)* %v1246, align 4
  br label %ld_next39
ld_next39:
  %v1248 = phi float [ %v1247, %ld38 ], [ 0x0000000000000000, %ld_next37 ]
  %v1249 = mul i64 16, %v1034
  %v1250 = add i64 %v1044, %v1249
  %v1251 = add i64 %v1033, 16
  %v1252 = icmp ult i64 %v1251, %v1035
  %v1253 = mul i64 2, %v1041
  %v1254 = add i64 %v1250, %v1253
  %v1255 = add i64 %v1040, 2
  %v1256 = icmp ult i64 %v1255, %v1042
  %v1257 = and i1 %v1252, %v1256
  %v1258 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1254
  br i1 %v1257, label %ld40, label %ld_next41
ld40:
  %v1259 = load float, float addrspace(1)* %v1258, align 4
  br label %ld_next41
ld_next41:
  %v1260 = phi float [ %v1259, %ld40 ], [ 0x0000000000000000, %ld_next39 ]
  %v1261 = mul i64 16, %v1034
  %v1262 = add i64 %v1044, %v1261
  %v1263 = add i64 %v1033, 16
  %v1264 = icmp ult i64 %v1263, %v1035
  %v1265 = mul i64 3, %v1041
  %v1266 = add i64 %v1262, %v1265
  %v1267 = add i64 %v1040, 3
  %v1268 = icmp ult i64 %v1267, %v1042
  %v1269 = and i1 %v1264, %v1268
  %v1270 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1266
  br i1 %v1269, label %ld42, label %ld_next43
ld42:
  %v1271 = load float, float addrspace(1)* %v1270, align 4
  br label %ld_next43
ld_next43:
  %v1272 = phi float [ %v1271, %ld42 ], [ 0x0000000000000000, %ld_next41 ]
  %v1273 = mul i64 32, %v1034
  %v1274 = add i64 %v1044, %v1273
  %v1275 = add i64 %v1033, 32
  %v1276 = icmp ult i64 %v1275, %v1035
  %v1277 = icmp ult i64 %v1040, %v1042
  %v1278 = and i1 %v1276, %v1277
  %v1279 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1274
  br i1 %v1278, label %ld44, label %ld_next45
ld44:
  %v1280 = load float, float addrspace(1)* %v1279, align 4
  br label %ld_next45
ld_next45:
  %v1281 = phi float [ %v1280, %ld44 ], [ 0x0000000000000000, %ld_next43 ]
  %v1282 = mul i64 32, %v1034
  %v1283 = add i64 %v1044, %v1282
  %v1284 = add i64 %v1033, 32
  %v1285 = icmp ult i64 %v1284, %v1035
  %v1286 = add i64 %v1283, %v1041
  %v1287 = add i64 %v1040, 1
  %v1288 = icmp ult i64 %v1287, %v1042
  %v1289 = and i1 %v1285, %v1288
  %v1290 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1286
  br i1 %v1289, label %ld46, label %ld_next47
ld46:
  %v1291 = load float, float addrspace(1)* %v1290, align 4
  br label %ld_next47
ld_next47:
  %v1292 = phi float [ %v1291, %ld46 ], [ 0x0000000000000000, %ld_next45 ]
  %v1293 = mul i64 32, %v1034
  %v1294 = add i64 %v1044, %v1293
  %v1295 = add i64 %v1033, 32
  %v1296 = icmp ult i64 %v1295, %v1035
  %v1297 = mul i64 2, %v1041
  %v1298 = add i64 %v1294, %v1297
  %v1299 = add i64 %v1040, 2
  %v1300 = icmp ult i64 %v1299, %v1042
  %v1301 = and i1 %v1296, %v1300
  %v1302 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1298
  br i1 %v1301, label %ld48, label %ld_next49
ld48:
  %v1303 = load float, float addrspace(1)* %v1302, align 4
  br label %ld_next49
ld_next49:
  %v1304 = phi float [ %v1303, %ld48 ], [ 0x0000000000000000, %ld_next47 ]
  %v1305 = mul i64 32, %v1034
  %v1306 = add i64 %v1044, %v1305
  %v1307 = add i64 %v1033, 32
  %v1308 = icmp ult i64 %v1307, %v1035
  %v1309 = mul i64 3, %v1041
  %v1310 = add i64 %v1306, %v1309
  %v1311 = add i64 %v1040, 3
  %v1312 = icmp ult i64 %v1311, %v1042
  %v1313 = and i1 %v1308, %v1312
  %v1314 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1310
  br i1 %v1313, label %ld50, label %ld_next51
ld50:
  %v1315 = load float, float addrspace(1)* %v1314, align 4
  br label %ld_next51
ld_next51:
  %v1316 = phi float [ %v1315, %ld50 ], [ 0x0000000000000000, %ld_next49 ]
  %v1317 = mul i64 48, %v1034
  %v1318 = add i64 %v1044, %v1317
  %v1319 = add i64 %v1033, 48
  %v1320 = icmp ult i64 %v1319, %v1035
  %v1321 = icmp ult i64 %v1040, %v1042
  %v1322 = and i1 %v1320, %v1321
  %v1323 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1318
  br i1 %v1322, label %ld52, label %ld_next53
ld52:
  %v1324 = load float, float addrspace(1)* %v1323, align 4
  br label %ld_next53
ld_next53:
  %v1325 = phi float [ %v1324, %ld52 ], [ 0x0000000000000000, %ld_next51 ]
  %v1326 = mul i64 48, %v1034
  %v1327 = add i64 %v1044, %v1326
  %v1328 = add i64 %v1033, 48
  %v1329 = icmp ult i64 %v1328, %v1035
  %v1330 = add i64 %v1327, %v1041
  %v1331 = add i64 %v1040, 1
  %v1332 = icmp ult i64 %v1331, %v1042
  %v1333 = and i1 %v1329, %v1332
  %v1334 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1330
  br i1 %v1333, label %ld54, label %ld_next55
ld54:
  %v1335 = load float, float addrspace(1)* %v1334, align 4
  br label %ld_next55
ld_next55:
  %v1336 = phi float [ %v1335, %ld54 ], [ 0x0000000000000000, %ld_next53 ]
  %v1337 = mul i64 48, %v1034
  %v1338 = add i64 %v1044, %v1337
  %v1339 = add i64 %v1033, 48
  %v1340 = icmp ult i64 %v1339, %v1035
  %v1341 = mul i64 2, %v1041
  %v1342 = add i64 %v1338, %v1341
  %v1343 = add i64 %v1040, 2
  %v1344 = icmp ult i64 %v1343, %v1042
  %v1345 = and i1 %v1340, %v1344
  %v1346 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1342
  br i1 %v1345, label %ld56, label %ld_next57
ld56:
  %v1347 = load float, float addrspace(1)* %v1346, align 4
  br label %ld_next57
ld_next57:
  %v1348 = phi float [ %v1347, %ld56 ], [ 0x0000000000000000, %ld_next55 ]
  %v1349 = mul i64 48, %v1034
  %v1350 = add i64 %v1044, %v1349
  %v1351 = add i64 %v1033, 48
  %v1352 = icmp ult i64 %v1351, %v1035
  %v1353 = mul i64 3, %v1041
  %v1354 = add i64 %v1350, %v1353
  %v1355 = add i64 %v1040, 3
  %v1356 = icmp ult i64 %v1355, %v1042
  %v1357 = and i1 %v1352, %v1356
  %v1358 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1354
  br i1 %v1357, label %ld58, label %ld_next59
ld58:
  %v1359 = load float, float addrspace(1)* %v1358, align 4
  br label %ld_next59
ld_next59:
  %v1360 = phi float [ %v1359, %ld58 ], [ 0x0000000000000000, %ld_next57 ]
  br label %ld_done27
print60:
  %v1454 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1455 = getelementptr inbounds float, float addrspace(3)* %v1454, i32 0
  %v1456 = load float, float addrspace(3)* %v1455, align 4
  %v1457 = fpext float %v1456 to double
  %v1458 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1459 = getelementptr inbounds float, float addrspace(3)* %v1458, i32 1
  %v1460 = load float, float addrspace(3)* %v1459, align 4
  %v1461 = fpext float %v1460 to double
  %v1462 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1463 = getelementptr inbounds float, float addrspace(3)* %v1462, i32 2
  %v1464 = load float, float addrspace(3)* %v1463, align 4
  %v1465 = fpext float %v1464 to double
  %v1466 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1467 = getelementptr inbounds float, float addrspace(3)* %v1466, i32 61
  %v1468 = load float, float addrspace(3)* %v1467, align 4
  %v1469 = fpext float %v1468 to double
  %v1470 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1471 = getelementptr inbounds float, float addrspace(3)* %v1470, i32 62
  %v1472 = load float, float addrspace(3)* %v1471, align 4
  %v1473 = fpext float %v1472 to double
  %v1474 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1475 = getelementptr inbounds float, float addrspace(3)* %v1474, i32 63
  %v1476 = load float, float addrspace(3)* %v1475, align 4
  %v1477 = fpext float %v1476 to double
  %v1478 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1479 = getelementptr inbounds float, float addrspace(3)* %v1478, i32 64
  %v1480 = load float, float addrspace(3)* %v1479, align 4
  %v1481 = fpext float %v1480 to double
  %v1482 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1483 = getelementptr inbounds float, float addrspace(3)* %v1482, i32 65
  %v1484 = load float, float addrspace(3)* %v1483, align 4
  %v1485 = fpext float %v1484 to double
  %v1486 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1487 = getelementptr inbounds float, float addrspace(3)* %v1486, i32 66
  %v1488 = load float, float addrspace(3)* %v1487, align 4
  %v1489 = fpext float %v1488 to double
  %v1490 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1491 = getelementptr inbounds float, float addrspace(3)* %v1490, i32 125
  %v1492 = load float, float addrspace(3)* %v1491, align 4
  %v1493 = fpext float %v1492 to double
  %v1494 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1495 = getelementptr inbounds float, float addrspace(3)* %v1494, i32 126
  %v1496 = load float, float addrspace(3)* %v1495, align 4
  %v1497 = fpext float %v1496 to double
  %v1498 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1499 = getelementptr inbounds float, float addrspace(3)* %v1498, i32 127
  %v1500 = load float, float addrspace(3)* %v1499, align 4
  %v1501 = fpext float %v1500 to double
  %v1502 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1503 = getelementptr inbounds float, float addrspace(3)* %v1502, i32 128
  %v1504 = load float, float addrspace(3)* %v1503, align 4
  %v1505 = fpext float %v1504 to double
  %v1506 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1507 = getelementptr inbounds float, float addrspace(3)* %v1506, i32 129
  %v1508 = load float, float addrspace(3)* %v1507, align 4
  %v1509 = fpext float %v1508 to double
  %v1510 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1511 = getelementptr inbounds float, float addrspace(3)* %v1510, i32 130
  %v1512 = load float, float addrspace(3)* %v1511, align 4
  %v1513 = fpext float %v1512 to double
  %v1514 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1515 = getelementptr inbounds float, float addrspace(3)* %v1514, i32 189
  %v1516 = load float, float addrspace(3)* %v1515, align 4
  %v1517 = fpext float %v1516 to double
  %v1518 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1519 = getelementptr inbounds float, float addrspace(3)* %v1518, i32 190
  %v1520 = load float, float addrspace(3)* %v1519, align 4
  %v1521 = fpext float %v1520 to double
  %v1522 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1523 = getelementptr inbounds float, float addrspace(3)* %v1522, i32 191
  %v1524 = load float, float addrspace(3)* %v1523, align 4
  %v1525 = fpext float %v1524 to double
  %v1526 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1527 = getelementptr inbounds float, float addrspace(3)* %v1526, i32 3904
  %v1528 = load float, float addrspace(3)* %v1527, align 4
  %v1529 = fpext float %v1528 to double
  %v1530 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1531 = getelementptr inbounds float, float addrspace(3)* %v1530, i32 3905
  %v1532 = load float, float addrspace(3)* %v1531, align 4
  %v1533 = fpext float %v1532 to double
  %v1534 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1535 = getelementptr inbounds float, float addrspace(3)* %v1534, i32 3906
  %v1536 = load float, float addrspace(3)* %v1535, align 4
  %v1537 = fpext float %v1536 to double
  %v1538 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1539 = getelementptr inbounds float, float addrspace(3)* %v1538, i32 3965
  %v1540 = load float, float addrspace(3)* %v1539, align 4
  %v1541 = fpext float %v1540 to double
  %v1542 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1543 = getelementptr inbounds float, float addrspace(3)* %v1542, i32 3966
  %v1544 = load float, float addrspace(3)* %v1543, align 4
  %v1545 = fpext float %v1544 to double
  %v1546 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1547 = getelementptr inbounds float, float addrspace(3)* %v1546, i32 3967
  %v1548 = load float, float addrspace(3)* %v1547, align 4
  %v1549 = fpext float %v1548 to double
  %v1550 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1551 = getelementptr inbounds float, float addrspace(3)* %v1550, i32 3968
  %v1552 = load float, float addrspace(3)* %v1551, align 4
  %v1553 = fpext float %v1552 to double
  %v1554 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1555 = getelementptr inbounds float, float addrspace(3)* %v1554, i32 3969
  %v1556 = load float, float addrspace(3)* %v1555, align 4
  %v1557 = fpext float %v1556 to double
  %v1558 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1559 = getelementptr inbounds float, float addrspace(3)* %v1558, i32 3970
  %v1560 = load float, float addrspace(3)* %v1559, align 4
  %v1561 = fpext float %v1560 to double
  %v1562 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1563 = getelementptr inbounds float, float addrspace(3)* %v1562, i32 4029
  %v1564 = load float, float addrspace(3)* %v1563, align 4
  %v1565 = fpext float %v1564 to double
  %v1566 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1567 = getelementptr inbounds float, float addrspace(3)* %v1566, i32 4030
  %v1568 = load float, float addrspace(3)* %v1567, align 4
  %v1569 = fpext float %v1568 to double
  %v1570 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1571 = getelementptr inbounds float, float addrspace(3)* %v1570, i32 4031
  %v1572 = load float, float addrspace(3)* %v1571, align 4
  %v1573 = fpext float %v1572 to double
  %v1574 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1575 = getelementptr inbounds float, float addrspace(3)* %v1574, i32 4032
  %v1576 = load float, float addrspace(3)* %v1575, align 4
  %v1577 = fpext float %v1576 to double
  %v1578 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1579 = getelementptr inbounds float, float addrspace(3)* %v1578, i32 4033
  %v1580 = load float, float addrspace(3)* %v1579, align 4
  %v1581 = fpext float %v1580 to double
  %v1582 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1583 = getelementptr inbounds float, float addrspace(3)* %v1582, i32 4034
  %v1584 = load float, float addrspace(3)* %v1583, align 4
  %v1585 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([150 x i8], [150 x i8] addrspace(1)* @str4, i64 0, i64 0) to i8*
  %v1586 = alloca {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, align 8
  %v1587 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 0
  store double %v1457, double* %v1587, align 8
  %v1588 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 1
  store double %v1461, double* %v1588, align 8
  %v1589 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 2
  store double %v1465, double* %v1589, align 8
  %v1590 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 3
  store double %v1469, double* %v1590, align 8
  %v1591 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 4
  store double %v1473, double* %v1591, align 8
  %v1592 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 5
  store double %v1477, double* %v1592, align 8
  %v1593 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 6
  store double %v1481, double* %v1593, align 8
  %v1594 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 7
  store double %v1485, double* %v1594, align 8
  %v1595 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 8
  store double %v1489, double* %v1595, align 8
  %v1596 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 9
  store double %v1493, double* %v1596, align 8
  %v1597 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 10
  store double %v1497, double* %v1597, align 8
  %v1598 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 11
  store double %v1501, double* %v1598, align 8
  %v1599 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 12
  store double %v1505, double* %v1599, align 8
  %v1600 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 13
  store double %v1509, double* %v1600, align 8
  %v1601 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 14
  store double %v1513, double* %v1601, align 8
  %v1602 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 15
  store double %v1517, double* %v1602, align 8
  %v1603 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 16
  store double %v1521, double* %v1603, align 8
  %v1604 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 17
  store double %v1525, double* %v1604, align 8
  %v1605 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 18
  store double %v1529, double* %v1605, align 8
  %v1606 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 19
  store double %v1533, double* %v1606, align 8
  %v1607 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 20
  store double %v1537, double* %v1607, align 8
  %v1608 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 21
  store double %v1541, double* %v1608, align 8
  %v1609 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 22
  store double %v1545, double* %v1609, align 8
  %v1610 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 23
  store double %v1549, double* %v1610, align 8
  %v1611 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 24
  store double %v1553, double* %v1611, align 8
  %v1612 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 25
  store double %v1557, double* %v1612, align 8
  %v1613 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 26
  store double %v1561, double* %v1613, align 8
  %v1614 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 27
  store double %v1565, double* %v1614, align 8
  %v1615 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 28
  store double %v1569, double* %v1615, align 8
  %v1616 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 29
  store double %v1573, double* %v1616, align 8
  %v1617 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 30
  store double %v1577, double* %v1617, align 8
  %v1618 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586, i32 0, i32 31
  store double %v1581, double* %v1618, align 8
  %v1619 = bitcast {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1586 to i8*
  %v1620 = call i32 @vprintf(i8* %v1585, i8* %v1619)
  %v1621 = fpext float %v1584 to double
  %v1622 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1623 = getelementptr inbounds float, float addrspace(3)* %v1622, i32 4093
  %v1624 = load float, float addrspace(3)* %v1623, align 4
  %v1625 = fpext float %v1624 to double
  %v1626 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1627 = getelementptr inbounds float, float addrspace(3)* %v1626, i32 4094
  %v1628 = load float, float addrspace(3)* %v1627, align 4
  %v1629 = fpext float %v1628 to double
  %v1630 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1631 = getelementptr inbounds float, float addrspace(3)* %v1630, i32 4095
  %v1632 = load float, float addrspace(3)* %v1631, align 4
  %v1633 = fpext float %v1632 to double
  %v1634 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([19 x i8], [19 x i8] addrspace(1)* @str5, i64 0, i64 0) to i8*
  %v1635 = alloca {double, double, double, double}, align 8
  %v1636 = getelementptr inbounds {double, double, double, double}, {double, double, double, double}* %v1635, i32 0, i32 0
  store double %v1621, double* %v1636, align 8
  %v1637 = getelementptr inbounds {double, double, double, double}, {double, double, double, double}* %v1635, i32 0, i32 1
  store double %v1625, double* %v1637, align 8
  %v1638 = getelementptr inbounds {double, double, double, double}, {double, double, double, double}* %v1635, i32 0, i32 2
  store double %v1629, double* %v1638, align 8
  %v1639 = getelementptr inbounds {double, double, double, double}, {double, double, double, double}* %v1635, i32 0, i32 3
  store double %v1633, double* %v1639, align 8
  %v1640 = bitcast {double, double, double, double}* %v1635 to i8*
  %v1641 = call i32 @vprintf(i8* %v1634, i8* %v1640)
  br label %printed61
printed61:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @vprintf(i8*, i8*)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, i32 addrspace(1)*, i32, i32)* @print_tiles, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, i32 addrspace(1)*, i32, i32)* @print_tiles, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel atomics []
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @atomics(float addrspace(1)* noalias %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, i32 addrspace(1)* noalias %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias %p8, i32 %p9, i32 %p10, i32 %p11, i32 %p12) {
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
  %v26 = lshr i32 %v25, 5
  %v27 = and i32 %v26, 7
  %v28 = and i32 %v25, 31
  %v29 = sext i32 %v4 to i64
  %v30 = mul i64 %v29, 8
  %v31 = zext i32 %v27 to i64
  %v32 = add i64 %v30, %v31
  %v33 = sext i32 %p11 to i64
  %v34 = zext i32 %p9 to i64
  %v35 = mul i64 %v32, %v33
  %v36 = add i64 %v30, 8
  %v37 = icmp sle i64 %v36, %v34
  %v38 = icmp sge i64 %v29, 0
  %v39 = and i1 %v37, %v38
  %v40 = zext i32 %v28 to i64
  %v41 = sext i32 %p12 to i64
  %v42 = zext i32 %p10 to i64
  %v43 = mul i64 %v40, %v41
  %v44 = add i64 %v35, %v43
  %v45 = icmp sle i64 32, %v42
  %v46 = icmp sge i64 0, 0
  %v47 = and i1 %v45, %v46
  %v48 = and i1 %v39, %v47
  br i1 %v48, label %ld_full1, label %ld_edge2
ld_full1:
  %v49 = icmp ult i64 %v32, %v34
  %v50 = icmp ult i64 %v40, %v42
  %v51 = and i1 %v49, %v50
  %v52 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v44
  %v53 = load float, float addrspace(1)* %v52, align 4
  %v54 = icmp ult i64 %v32, %v34
  %v55 = add i64 %v44, %v41
  %v56 = add i64 %v40, 1
  %v57 = icmp ult i64 %v56, %v42
  %v58 = and i1 %v54, %v57
  %v59 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v55
  %v60 = load float, float addrspace(1)* %v59, align 4
  %v61 = icmp ult i64 %v32, %v34
  %v62 = mul i64 2, %v41
  %v63 = add i64 %v44, %v62
  %v64 = add i64 %v40, 2
  %v65 = icmp ult i64 %v64, %v42
  %v66 = and i1 %v61, %v65
  %v67 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v63
  %v68 = load float, float addrspace(1)* %v67, align 4
  %v69 = icmp ult i64 %v32, %v34
  %v70 = mul i64 3, %v41
  %v71 = add i64 %v44, %v70
  %v72 = add i64 %v40, 3
  %v73 = icmp ult i64 %v72, %v42
  %v74 = and i1 %v69, %v73
  %v75 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v71
  %v76 = load float, float addrspace(1)* %v75, align 4
  br label %ld_done3
ld_edge2:
  %v77 = icmp ult i64 %v32, %v34
  %v78 = icmp ult i64 %v40, %v42
  %v79 = and i1 %v77, %v78
  %v80 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v44
  br i1 %v79, label %ld4, label %ld_next5
ld_done3:
  %v109 = phi float [ %v53, %ld_full1 ], [ %v82, %ld_next11 ]
  %v110 = phi float [ %v60, %ld_full1 ], [ %v90, %ld_next11 ]
  %v111 = phi float [ %v68, %ld_full1 ], [ %v99, %ld_next11 ]
  %v112 = phi float [ %v76, %ld_full1 ], [ %v108, %ld_next11 ]
  %v113 = and i32 %v2, 1
  %v114 = shl i32 %v113, 2
  %v115 = lshr i32 %v2, 1
  %v116 = and i32 %v115, 1
  %v117 = shl i32 %v116, 3
  %v118 = or i32 %v114, %v117
  %v119 = lshr i32 %v2, 2
  %v120 = and i32 %v119, 1
  %v121 = shl i32 %v120, 4
  %v122 = or i32 %v118, %v121
  %v123 = lshr i32 %v2, 3
  %v124 = and i32 %v123, 1
  %v125 = shl i32 %v124, 5
  %v126 = or i32 %v122, %v125
  %v127 = lshr i32 %v2, 4
  %v128 = and i32 %v127, 1
  %v129 = shl i32 %v128, 6
  %v130 = or i32 %v126, %v129
  %v131 = and i32 %v3, 1
  %v132 = shl i32 %v131, 7
  %v133 = or i32 %v130, %v132
  %v134 = lshr i32 %v133, 5
  %v135 = and i32 %v134, 7
  %v136 = and i32 %v133, 31
  %v137 = sext i32 %v4 to i64
  %v138 = mul i64 %v137, 8
  %v139 = zext i32 %v135 to i64
  %v140 = add i64 %v138, %v139
  %v141 = sext i32 %p3 to i64
  %v142 = zext i32 %p1 to i64
  %v143 = mul i64 %v140, %v141
  %v144 = add i64 %v138, 8
  %v145 = icmp sle i64 %v144, %v142
  %v146 = icmp sge i64 %v137, 0
  %v147 = and i1 %v145, %v146
  %v148 = zext i32 %v136 to i64
  %v149 = sext i32 %p4 to i64
  %v150 = zext i32 %p2 to i64
  %v151 = mul i64 %v148, %v149
  %v152 = add i64 %v143, %v151
  %v153 = icmp sle i64 32, %v150
  %v154 = icmp sge i64 0, 0
  %v155 = and i1 %v153, %v154
  %v156 = and i1 %v147, %v155
  %v157 = and i32 %v3, 2
  %v158 = icmp eq i32 %v157, 0
  call void @llvm.nvvm.barrier0()
  %v159 = and i32 %v2, 1
  %v160 = shl i32 %v159, 2
  %v161 = lshr i32 %v2, 1
  %v162 = and i32 %v161, 1
  %v163 = shl i32 %v162, 3
  %v164 = or i32 %v160, %v163
  %v165 = lshr i32 %v2, 2
  %v166 = and i32 %v165, 1
  %v167 = shl i32 %v166, 4
  %v168 = or i32 %v164, %v167
  %v169 = lshr i32 %v2, 3
  %v170 = and i32 %v169, 1
  %v171 = shl i32 %v170, 5
  %v172 = or i32 %v168, %v171
  %v173 = lshr i32 %v2, 4
  %v174 = and i32 %v173, 1
  %v175 = shl i32 %v174, 6
  %v176 = or i32 %v172, %v175
  %v177 = and i32 %v3, 1
  %v178 = shl i32 %v177, 7
  %v179 = or i32 %v176, %v178
  %v180 = icmp ult i64 %v140, %v142
  %v181 = icmp ult i64 %v148, %v150
  %v182 = and i1 %v180, %v181
  %v183 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v152
  %v184 = and i1 %v182, %v158
  br i1 %v184, label %atom12, label %atom_next13
ld4:
  %v81 = load float, float addrspace(1)* %v80, align 4
  br label %ld_next5
ld_next5:
  %v82 = phi float [ %v81, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v83 = icmp ult i64 %v32, %v34
  %v84 = add i64 %v44, %v41
  %v85 = add i64 %v40, 1
  %v86 = icmp ult i64 %v85, %v42
  %v87 = and i1 %v83, %v86
  %v88 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v84
  br i1 %v87, label %ld6, label %ld_next7
ld6:
  %v89 = load float, float addrspace(1)* %v88, align 4
  br label %ld_next7
ld_next7:
  %v90 = phi float [ %v89, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v91 = icmp ult i64 %v32, %v34
  %v92 = mul i64 2, %v41
  %v93 = add i64 %v44, %v92
  %v94 = add i64 %v40, 2
  %v95 = icmp ult i64 %v94, %v42
  %v96 = and i1 %v91, %v95
  %v97 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v93
  br i1 %v96, label %ld8, label %ld_next9
ld8:
  %v98 = load float, float addrspace(1)* %v97, align 4
  br label %ld_next9
ld_next9:
  %v99 = phi float [ %v98, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v100 = icmp ult i64 %v32, %v34
  %v101 = mul i64 3, %v41
  %v102 = add i64 %v44, %v101
  %v103 = add i64 %v40, 3
  %v104 = icmp ult i64 %v103, %v42
  %v105 = and i1 %v100, %v104
  %v106 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v102
  br i1 %v105, label %ld10, label %ld_next11
ld10:
  %v107 = load float, float addrspace(1)* %v106, align 4
  br label %ld_next11
ld_next11:
  %v108 = phi float [ %v107, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  br label %ld_done3
atom12:
  %v185 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v183, float %v109)
  %v186 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v187 = getelementptr inbounds float, float addrspace(3)* %v186, i32 %v179
  store float %v185, float addrspace(3)* %v187, align 4
  br label %atom_next13
atom_next13:
  %v188 = phi float [ %v185, %atom12 ], [ 0x0000000000000000, %ld_done3 ]
  %v189 = icmp ult i64 %v140, %v142
  %v190 = add i64 %v152, %v149
  %v191 = add i64 %v148, 1
  %v192 = icmp ult i64 %v191, %v150
  %v193 = and i1 %v189, %v192
  %v194 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v190
  %v195 = and i1 %v193, %v158
  br i1 %v195, label %atom14, label %atom_next15
atom14:
  %v196 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v194, float %v110)
  %v197 = or i32 %v179, 1
  %v198 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v199 = getelementptr inbounds float, float addrspace(3)* %v198, i32 %v197
  store float %v196, float addrspace(3)* %v199, align 4
  br label %atom_next15
atom_next15:
  %v200 = phi float [ %v196, %atom14 ], [ 0x0000000000000000, %atom_next13 ]
  %v201 = icmp ult i64 %v140, %v142
  %v202 = mul i64 2, %v149
  %v203 = add i64 %v152, %v202
  %v204 = add i64 %v148, 2
  %v205 = icmp ult i64 %v204, %v150
  %v206 = and i1 %v201, %v205
  %v207 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v203
  %v208 = and i1 %v206, %v158
  br i1 %v208, label %atom16, label %atom_next17
atom16:
  %v209 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v207, float %v111)
  %v210 = or i32 %v179, 2
  %v211 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v212 = getelementptr inbounds float, float addrspace(3)* %v211, i32 %v210
  store float %v209, float addrspace(3)* %v212, align 4
  br label %atom_next17
atom_next17:
  %v213 = phi float [ %v209, %atom16 ], [ 0x0000000000000000, %atom_next15 ]
  %v214 = icmp ult i64 %v140, %v142
  %v215 = mul i64 3, %v149
  %v216 = add i64 %v152, %v215
  %v217 = add i64 %v148, 3
  %v218 = icmp ult i64 %v217, %v150
  %v219 = and i1 %v214, %v218
  %v220 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v216
  %v221 = and i1 %v219, %v158
  br i1 %v221, label %atom18, label %atom_next19
atom18:
  %v222 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v220, float %v112)
  %v223 = or i32 %v179, 3
  %v224 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v225 = getelementptr inbounds float, float addrspace(3)* %v224, i32 %v223
  store float %v222, float addrspace(3)* %v225, align 4
  br label %atom_next19
atom_next19:
  %v226 = phi float [ %v222, %atom18 ], [ 0x0000000000000000, %atom_next17 ]
  call void @llvm.nvvm.barrier0()
  %v227 = and i32 %v2, 1
  %v228 = shl i32 %v227, 2
  %v229 = lshr i32 %v2, 1
  %v230 = and i32 %v229, 1
  %v231 = shl i32 %v230, 3
  %v232 = or i32 %v228, %v231
  %v233 = lshr i32 %v2, 2
  %v234 = and i32 %v233, 1
  %v235 = shl i32 %v234, 4
  %v236 = or i32 %v232, %v235
  %v237 = lshr i32 %v2, 3
  %v238 = and i32 %v237, 1
  %v239 = shl i32 %v238, 5
  %v240 = or i32 %v236, %v239
  %v241 = lshr i32 %v2, 4
  %v242 = and i32 %v241, 1
  %v243 = shl i32 %v242, 6
  %v244 = or i32 %v240, %v243
  %v245 = and i32 %v3, 1
  %v246 = shl i32 %v245, 7
  %v247 = or i32 %v244, %v246
  %v248 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v249 = getelementptr inbounds float, float addrspace(3)* %v248, i32 %v247
  %v250 = load float, float addrspace(3)* %v249, align 4
  %v251 = or i32 %v247, 1
  %v252 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v253 = getelementptr inbounds float, float addrspace(3)* %v252, i32 %v251
  %v254 = load float, float addrspace(3)* %v253, align 4
  %v255 = or i32 %v247, 2
  %v256 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v257 = getelementptr inbounds float, float addrspace(3)* %v256, i32 %v255
  %v258 = load float, float addrspace(3)* %v257, align 4
  %v259 = or i32 %v247, 3
  %v260 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v261 = getelementptr inbounds float, float addrspace(3)* %v260, i32 %v259
  %v262 = load float, float addrspace(3)* %v261, align 4
  %v263 = icmp ult i64 %v140, %v142
  %v264 = icmp ult i64 %v148, %v150
  %v265 = and i1 %v263, %v264
  %v266 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v152
  %v267 = select i1 %v265, float %v250, float 0x0000000000000000
  %v268 = icmp ult i64 %v140, %v142
  %v269 = add i64 %v152, %v149
  %v270 = add i64 %v148, 1
  %v271 = icmp ult i64 %v270, %v150
  %v272 = and i1 %v268, %v271
  %v273 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v269
  %v274 = select i1 %v272, float %v254, float 0x0000000000000000
  %v275 = icmp ult i64 %v140, %v142
  %v276 = mul i64 2, %v149
  %v277 = add i64 %v152, %v276
  %v278 = add i64 %v148, 2
  %v279 = icmp ult i64 %v278, %v150
  %v280 = and i1 %v275, %v279
  %v281 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v277
  %v282 = select i1 %v280, float %v258, float 0x0000000000000000
  %v283 = icmp ult i64 %v140, %v142
  %v284 = mul i64 3, %v149
  %v285 = add i64 %v152, %v284
  %v286 = add i64 %v148, 3
  %v287 = icmp ult i64 %v286, %v150
  %v288 = and i1 %v283, %v287
  %v289 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v285
  %v290 = select i1 %v288, float %v262, float 0x0000000000000000
  call void @llvm.nvvm.barrier0()
  %v291 = and i32 %v2, 1
  %v292 = shl i32 %v291, 2
  %v293 = lshr i32 %v2, 1
  %v294 = and i32 %v293, 1
  %v295 = shl i32 %v294, 3
  %v296 = or i32 %v292, %v295
  %v297 = lshr i32 %v2, 2
  %v298 = and i32 %v297, 1
  %v299 = shl i32 %v298, 4
  %v300 = or i32 %v296, %v299
  %v301 = lshr i32 %v2, 3
  %v302 = and i32 %v301, 1
  %v303 = shl i32 %v302, 5
  %v304 = or i32 %v300, %v303
  %v305 = and i32 %v304, 63
  %v306 = sext i32 %v4 to i64
  %v307 = mul i64 %v306, 64
  %v308 = zext i32 %v305 to i64
  %v309 = add i64 %v307, %v308
  %v310 = sext i32 %p7 to i64
  %v311 = zext i32 %p6 to i64
  %v312 = mul i64 %v309, %v310
  %v313 = add i64 %v307, 64
  %v314 = icmp sle i64 %v313, %v311
  %v315 = icmp sge i64 %v306, 0
  %v316 = and i1 %v314, %v315
  %v317 = and i32 %v2, 16
  %v318 = icmp eq i32 %v317, 0
  %v319 = and i32 %v3, 3
  %v320 = icmp eq i32 %v319, 0
  %v321 = and i1 %v318, %v320
  %v322 = icmp ult i64 %v309, %v311
  %v323 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v312
  %v324 = and i1 %v322, %v321
  br i1 %v324, label %atom20, label %atom_next21
atom20:
  %v325 = atomicrmw add i32 addrspace(1)* %v323, i32 1 monotonic
  br label %atom_next21
atom_next21:
  %v326 = phi i32 [ %v325, %atom20 ], [ 0, %atom_next19 ]
  %v327 = add i64 %v312, %v310
  %v328 = add i64 %v309, 1
  %v329 = icmp ult i64 %v328, %v311
  %v330 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v327
  %v331 = and i1 %v329, %v321
  br i1 %v331, label %atom22, label %atom_next23
atom22:
  %v332 = atomicrmw add i32 addrspace(1)* %v330, i32 1 monotonic
  br label %atom_next23
atom_next23:
  %v333 = phi i32 [ %v332, %atom22 ], [ 0, %atom_next21 ]
  %v334 = mul i64 2, %v310
  %v335 = add i64 %v312, %v334
  %v336 = add i64 %v309, 2
  %v337 = icmp ult i64 %v336, %v311
  %v338 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v335
  %v339 = and i1 %v337, %v321
  br i1 %v339, label %atom24, label %atom_next25
atom24:
  %v340 = atomicrmw add i32 addrspace(1)* %v338, i32 1 monotonic
  br label %atom_next25
atom_next25:
  %v341 = phi i32 [ %v340, %atom24 ], [ 0, %atom_next23 ]
  %v342 = mul i64 3, %v310
  %v343 = add i64 %v312, %v342
  %v344 = add i64 %v309, 3
  %v345 = icmp ult i64 %v344, %v311
  %v346 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v343
  %v347 = and i1 %v345, %v321
  br i1 %v347, label %atom26, label %atom_next27
atom26:
  %v348 = atomicrmw add i32 addrspace(1)* %v346, i32 1 monotonic
  br label %atom_next27
atom_next27:
  %v349 = phi i32 [ %v348, %atom26 ], [ 0, %atom_next25 ]
  %v350 = fadd float %v267, %v274
  %v351 = fadd float %v350, %v282
  %v352 = fadd float %v351, %v290
  %v353 = bitcast float %v352 to i32
  %v354 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v353, i32 1, i32 31)
  %v355 = bitcast i32 %v354 to float
  %v356 = fadd float %v352, %v355
  %v357 = bitcast float %v356 to i32
  %v358 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v357, i32 2, i32 31)
  %v359 = bitcast i32 %v358 to float
  %v360 = fadd float %v356, %v359
  %v361 = bitcast float %v360 to i32
  %v362 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v361, i32 4, i32 31)
  %v363 = bitcast i32 %v362 to float
  %v364 = fadd float %v360, %v363
  %v365 = and i32 %v2, 1
  %v366 = shl i32 %v365, 2
  %v367 = lshr i32 %v2, 1
  %v368 = and i32 %v367, 1
  %v369 = shl i32 %v368, 3
  %v370 = or i32 %v366, %v369
  %v371 = lshr i32 %v2, 2
  %v372 = and i32 %v371, 1
  %v373 = shl i32 %v372, 4
  %v374 = or i32 %v370, %v373
  %v375 = lshr i32 %v2, 3
  %v376 = and i32 %v375, 1
  %v377 = shl i32 %v376, 5
  %v378 = or i32 %v374, %v377
  %v379 = lshr i32 %v2, 4
  %v380 = and i32 %v379, 1
  %v381 = shl i32 %v380, 6
  %v382 = or i32 %v378, %v381
  %v383 = and i32 %v3, 1
  %v384 = shl i32 %v383, 7
  %v385 = or i32 %v382, %v384
  %v386 = lshr i32 %v385, 5
  %v387 = and i32 %v386, 7
  %v388 = and i32 %v385, 31
  %v389 = sext i32 %v4 to i64
  %v390 = mul i64 %v389, 8
  %v391 = zext i32 %v387 to i64
  %v392 = add i64 %v390, %v391
  %v393 = sext i32 %p3 to i64
  %v394 = zext i32 %p1 to i64
  %v395 = mul i64 %v392, %v393
  %v396 = add i64 %v390, 8
  %v397 = icmp sle i64 %v396, %v394
  %v398 = icmp sge i64 %v389, 0
  %v399 = and i1 %v397, %v398
  %v400 = zext i32 %v388 to i64
  %v401 = sext i32 %p4 to i64
  %v402 = zext i32 %p2 to i64
  %v403 = mul i64 %v400, %v401
  %v404 = add i64 %v395, %v403
  %v405 = icmp sle i64 32, %v402
  %v406 = icmp sge i64 0, 0
  %v407 = and i1 %v405, %v406
  %v408 = and i1 %v399, %v407
  br i1 %v408, label %ld_full28, label %ld_edge29
ld_full28:
  %v409 = icmp ult i64 %v392, %v394
  %v410 = icmp ult i64 %v400, %v402
  %v411 = and i1 %v409, %v410
  %v412 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v404
  %v413 = load float, float addrspace(1)* %v412, align 4
  %v414 = icmp ult i64 %v392, %v394
  %v415 = add i64 %v404, %v401
  %v416 = add i64 %v400, 1
  %v417 = icmp ult i64 %v416, %v402
  %v418 = and i1 %v414, %v417
  %v419 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v415
  %v420 = load float, float addrspace(1)* %v419, align 4
  %v421 = icmp ult i64 %v392, %v394
  %v422 = mul i64 2, %v401
  %v423 = add i64 %v404, %v422
  %v424 = add i64 %v400, 2
  %v425 = icmp ult i64 %v424, %v402
  %v426 = and i1 %v421, %v425
  %v427 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v423
  %v428 = load float, float addrspace(1)* %v427, align 4
  %v429 = icmp ult i64 %v392, %v394
  %v430 = mul i64 3, %v401
  %v431 = add i64 %v404, %v430
  %v432 = add i64 %v400, 3
  %v433 = icmp ult i64 %v432, %v402
  %v434 = and i1 %v429, %v433
  %v435 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v431
  %v436 = load float, float addrspace(1)* %v435, align 4
  br label %ld_done30
ld_edge29:
  %v437 = icmp ult i64 %v392, %v394
  %v438 = icmp ult i64 %v400, %v402
  %v439 = and i1 %v437, %v438
  %v440 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v404
  br i1 %v439, label %ld31, label %ld_next32
ld_done30:
  %v469 = phi float [ %v413, %ld_full28 ], [ %v442, %ld_next38 ]
  %v470 = phi float [ %v420, %ld_full28 ], [ %v450, %ld_next38 ]
  %v471 = phi float [ %v428, %ld_full28 ], [ %v459, %ld_next38 ]
  %v472 = phi float [ %v436, %ld_full28 ], [ %v468, %ld_next38 ]
  %v473 = and i32 %v2, 1
  %v474 = shl i32 %v473, 2
  %v475 = lshr i32 %v2, 1
  %v476 = and i32 %v475, 1
  %v477 = shl i32 %v476, 3
  %v478 = or i32 %v474, %v477
  %v479 = lshr i32 %v2, 2
  %v480 = and i32 %v479, 1
  %v481 = shl i32 %v480, 4
  %v482 = or i32 %v478, %v481
  %v483 = lshr i32 %v2, 3
  %v484 = and i32 %v483, 1
  %v485 = shl i32 %v484, 5
  %v486 = or i32 %v482, %v485
  %v487 = lshr i32 %v2, 4
  %v488 = and i32 %v487, 1
  %v489 = shl i32 %v488, 6
  %v490 = or i32 %v486, %v489
  %v491 = and i32 %v3, 1
  %v492 = shl i32 %v491, 7
  %v493 = or i32 %v490, %v492
  %v494 = lshr i32 %v493, 5
  %v495 = and i32 %v494, 7
  %v496 = and i32 %v493, 31
  %v497 = sext i32 %v4 to i64
  %v498 = mul i64 %v497, 8
  %v499 = zext i32 %v495 to i64
  %v500 = add i64 %v498, %v499
  %v501 = sext i32 %p11 to i64
  %v502 = zext i32 %p9 to i64
  %v503 = mul i64 %v500, %v501
  %v504 = add i64 %v498, 8
  %v505 = icmp sle i64 %v504, %v502
  %v506 = icmp sge i64 %v497, 0
  %v507 = and i1 %v505, %v506
  %v508 = zext i32 %v496 to i64
  %v509 = sext i32 %p12 to i64
  %v510 = zext i32 %p10 to i64
  %v511 = mul i64 %v508, %v509
  %v512 = add i64 %v503, %v511
  %v513 = icmp sle i64 32, %v510
  %v514 = icmp sge i64 0, 0
  %v515 = and i1 %v513, %v514
  %v516 = and i1 %v507, %v515
  %v517 = and i32 %v3, 2
  %v518 = icmp eq i32 %v517, 0
  br i1 %v518, label %st_owner39, label %join40
ld31:
  %v441 = load float, float addrspace(1)* %v440, align 4
  br label %ld_next32
ld_next32:
  %v442 = phi float [ %v441, %ld31 ], [ 0x0000000000000000, %ld_edge29 ]
  %v443 = icmp ult i64 %v392, %v394
  %v444 = add i64 %v404, %v401
  %v445 = add i64 %v400, 1
  %v446 = icmp ult i64 %v445, %v402
  %v447 = and i1 %v443, %v446
  %v448 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v444
  br i1 %v447, label %ld33, label %ld_next34
ld33:
  %v449 = load float, float addrspace(1)* %v448, align 4
  br label %ld_next34
ld_next34:
  %v450 = phi float [ %v449, %ld33 ], [ 0x0000000000000000, %ld_next32 ]
  %v451 = icmp ult i64 %v392, %v394
  %v452 = mul i64 2, %v401
  %v453 = add i64 %v404, %v452
  %v454 = add i64 %v400, 2
  %v455 = icmp ult i64 %v454, %v402
  %v456 = and i1 %v451, %v455
  %v457 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v453
  br i1 %v456, label %ld35, label %ld_next36
ld35:
  %v458 = load float, float addrspace(1)* %v457, align 4
  br label %ld_next36
ld_next36:
  %v459 = phi float [ %v458, %ld35 ], [ 0x0000000000000000, %ld_next34 ]
  %v460 = icmp ult i64 %v392, %v394
  %v461 = mul i64 3, %v401
  %v462 = add i64 %v404, %v461
  %v463 = add i64 %v400, 3
  %v464 = icmp ult i64 %v463, %v402
  %v465 = and i1 %v460, %v464
  %v466 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v462
  br i1 %v465, label %ld37, label %ld_next38
ld37:
  %v467 = load float, float addrspace(1)* %v466, align 4
  br label %ld_next38
ld_next38:
  %v468 = phi float [ %v467, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  br label %ld_done30
st_owner39:
  br i1 %v516, label %st_full41, label %st_edge42
join40:
  ret void
st_full41:
  %v519 = icmp ult i64 %v500, %v502
  %v520 = icmp ult i64 %v508, %v510
  %v521 = and i1 %v519, %v520
  %v522 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v512
  store float %v469, float addrspace(1)* %v522, align 4
  %v523 = icmp ult i64 %v500, %v502
  %v524 = add i64 %v512, %v509
  %v525 = add i64 %v508, 1
  %v526 = icmp ult i64 %v525, %v510
  %v527 = and i1 %v523, %v526
  %v528 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v524
  store float %v470, float addrspace(1)* %v528, align 4
  %v529 = icmp ult i64 %v500, %v502
  %v530 = mul i64 2, %v509
  %v531 = add i64 %v512, %v530
  %v532 = add i64 %v508, 2
  %v533 = icmp ult i64 %v532, %v510
  %v534 = and i1 %v529, %v533
  %v535 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v531
  store float %v471, float addrspace(1)* %v535, align 4
  %v536 = icmp ult i64 %v500, %v502
  %v537 = mul i64 3, %v509
  %v538 = add i64 %v512, %v537
  %v539 = add i64 %v508, 3
  %v540 = icmp ult i64 %v539, %v510
  %v541 = and i1 %v536, %v540
  %v542 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v538
  store float %v472, float addrspace(1)* %v542, align 4
  br label %st_done43
st_edge42:
  %v543 = icmp ult i64 %v500, %v502
  %v544 = icmp ult i64 %v508, %v510
  %v545 = and i1 %v543, %v544
  %v546 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v512
  br i1 %v545, label %st44, label %join45
st_done43:
  br label %join40
st44:
  store float %v469, float addrspace(1)* %v546, align 4
  br label %join45
join45:
  %v547 = icmp ult i64 %v500, %v502
  %v548 = add i64 %v512, %v509
  %v549 = add i64 %v508, 1
  %v550 = icmp ult i64 %v549, %v510
  %v551 = and i1 %v547, %v550
  %v552 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v548
  br i1 %v551, label %st46, label %join47
st46:
  store float %v470, float addrspace(1)* %v552, align 4
  br label %join47
join47:
  %v553 = icmp ult i64 %v500, %v502
  %v554 = mul i64 2, %v509
  %v555 = add i64 %v512, %v554
  %v556 = add i64 %v508, 2
  %v557 = icmp ult i64 %v556, %v510
  %v558 = and i1 %v553, %v557
  %v559 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v555
  br i1 %v558, label %st48, label %join49
st48:
  store float %v471, float addrspace(1)* %v559, align 4
  br label %join49
join49:
  %v560 = icmp ult i64 %v500, %v502
  %v561 = mul i64 3, %v509
  %v562 = add i64 %v512, %v561
  %v563 = add i64 %v508, 3
  %v564 = icmp ult i64 %v563, %v510
  %v565 = and i1 %v560, %v564
  %v566 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v562
  br i1 %v565, label %st50, label %join51
st50:
  store float %v472, float addrspace(1)* %v566, align 4
  br label %join51
join51:
  br label %st_done43
}

declare float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)*, float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, i32 addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @atomics, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, i32 addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @atomics, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel search []
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16
@str0 = private unnamed_addr addrspace(1) constant [20 x i8] c"block max %f at %d\0A\00", align 1
@str1 = private unnamed_addr addrspace(1) constant [13 x i8] c"found at %d\0A\00", align 1
@str2 = private unnamed_addr addrspace(1) constant [15 x i8] c"searched [%d]\0A\00", align 1

define void @search(float addrspace(1)* noalias %p0, i32 %p1, i32 %p2, i32 addrspace(1)* noalias %p3, i32 %p4, i32 %p5, float %p6) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  br label %loop1
loop1:
  %v4 = phi i32 [ 0, %entry0 ], [ %v165, %join22 ]
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
  %v15 = and i32 %v14, 31
  %v16 = sext i32 %v4 to i64
  %v17 = mul i64 %v16, 32
  %v18 = zext i32 %v15 to i64
  %v19 = add i64 %v17, %v18
  %v20 = sext i32 %p2 to i64
  %v21 = zext i32 %p1 to i64
  %v22 = mul i64 %v19, %v20
  %v23 = add i64 %v17, 32
  %v24 = icmp sle i64 %v23, %v21
  %v25 = icmp sge i64 %v16, 0
  %v26 = and i1 %v24, %v25
  br i1 %v26, label %ld_full3, label %ld_edge4
endloop2:
  %v105 = phi i32 [ %v4, %printed20 ]
  %v166 = sext i32 %p5 to i64
  %v167 = zext i32 %p4 to i64
  %v168 = icmp sle i64 1, %v167
  %v169 = icmp sge i64 0, 0
  %v170 = and i1 %v168, %v169
  %v171 = and i32 %v2, 31
  %v172 = icmp eq i32 %v171, 0
  %v173 = and i32 %v3, 3
  %v174 = icmp eq i32 %v173, 0
  %v175 = and i1 %v172, %v174
  br i1 %v175, label %st_owner34, label %join35
ld_full3:
  %v27 = icmp ult i64 %v19, %v21
  %v28 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v22
  %v29 = load float, float addrspace(1)* %v28, align 4
  %v30 = add i64 %v22, %v20
  %v31 = add i64 %v19, 1
  %v32 = icmp ult i64 %v31, %v21
  %v33 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v34 = load float, float addrspace(1)* %v33, align 4
  %v35 = mul i64 2, %v20
  %v36 = add i64 %v22, %v35
  %v37 = add i64 %v19, 2
  %v38 = icmp ult i64 %v37, %v21
  %v39 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v36
  %v40 = load float, float addrspace(1)* %v39, align 4
  %v41 = mul i64 3, %v20
  %v42 = add i64 %v22, %v41
  %v43 = add i64 %v19, 3
  %v44 = icmp ult i64 %v43, %v21
  %v45 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v42
  %v46 = load float, float addrspace(1)* %v45, align 4
  br label %ld_done5
ld_edge4:
  %v47 = icmp ult i64 %v19, %v21
  %v48 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v22
  br i1 %v47, label %ld6, label %ld_next7
ld_done5:
  %v71 = phi float [ %v29, %ld_full3 ], [ %v50, %ld_next13 ]
  %v72 = phi float [ %v34, %ld_full3 ], [ %v56, %ld_next13 ]
  %v73 = phi float [ %v40, %ld_full3 ], [ %v63, %ld_next13 ]
  %v74 = phi float [ %v46, %ld_full3 ], [ %v70, %ld_next13 ]
  %v75 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v71, float %v72)
  %v76 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v75, float %v73)
  %v77 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v76, float %v74)
  %v78 = bitcast float %v77 to i32
  %v79 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v78, i32 1, i32 31)
  %v80 = bitcast i32 %v79 to float
  %v81 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v77, float %v80)
  %v82 = bitcast float %v81 to i32
  %v83 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v82, i32 2, i32 31)
  %v84 = bitcast i32 %v83 to float
  %v85 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v81, float %v84)
  %v86 = bitcast float %v85 to i32
  %v87 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v86, i32 4, i32 31)
  %v88 = bitcast i32 %v87 to float
  %v89 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v85, float %v88)
  %v90 = icmp eq i32 %v1, 0
  br i1 %v90, label %print14, label %printed15
ld6:
  %v49 = load float, float addrspace(1)* %v48, align 4
  br label %ld_next7
ld_next7:
  %v50 = phi float [ %v49, %ld6 ], [ 0xFFF0000000000000, %ld_edge4 ]
  %v51 = add i64 %v22, %v20
  %v52 = add i64 %v19, 1
  %v53 = icmp ult i64 %v52, %v21
  %v54 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v51
  br i1 %v53, label %ld8, label %ld_next9
ld8:
  %v55 = load float, float addrspace(1)* %v54, align 4
  br label %ld_next9
ld_next9:
  %v56 = phi float [ %v55, %ld8 ], [ 0xFFF0000000000000, %ld_next7 ]
  %v57 = mul i64 2, %v20
  %v58 = add i64 %v22, %v57
  %v59 = add i64 %v19, 2
  %v60 = icmp ult i64 %v59, %v21
  %v61 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v58
  br i1 %v60, label %ld10, label %ld_next11
ld10:
  %v62 = load float, float addrspace(1)* %v61, align 4
  br label %ld_next11
ld_next11:
  %v63 = phi float [ %v62, %ld10 ], [ 0xFFF0000000000000, %ld_next9 ]
  %v64 = mul i64 3, %v20
  %v65 = add i64 %v22, %v64
  %v66 = add i64 %v19, 3
  %v67 = icmp ult i64 %v66, %v21
  %v68 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v65
  br i1 %v67, label %ld12, label %ld_next13
ld12:
  %v69 = load float, float addrspace(1)* %v68, align 4
  br label %ld_next13
ld_next13:
  %v70 = phi float [ %v69, %ld12 ], [ 0xFFF0000000000000, %ld_next11 ]
  br label %ld_done5
print14:
  %v91 = fpext float %v89 to double
  %v92 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([20 x i8], [20 x i8] addrspace(1)* @str0, i64 0, i64 0) to i8*
  %v93 = alloca {double, i32}, align 8
  %v94 = getelementptr inbounds {double, i32}, {double, i32}* %v93, i32 0, i32 0
  store double %v91, double* %v94, align 8
  %v95 = getelementptr inbounds {double, i32}, {double, i32}* %v93, i32 0, i32 1
  store i32 %v4, i32* %v95, align 4
  %v96 = bitcast {double, i32}* %v93 to i8*
  %v97 = call i32 @vprintf(i8* %v92, i8* %v96)
  br label %printed15
printed15:
  %v98 = fcmp ogt float %v89, %p6
  br i1 %v98, label %then16, label %else17
then16:
  %v99 = icmp eq i32 %v1, 0
  br i1 %v99, label %print19, label %printed20
else17:
  br label %endif18
endif18:
  %v106 = and i32 %v2, 1
  %v107 = shl i32 %v106, 2
  %v108 = lshr i32 %v2, 1
  %v109 = and i32 %v108, 1
  %v110 = shl i32 %v109, 3
  %v111 = or i32 %v107, %v110
  %v112 = lshr i32 %v2, 2
  %v113 = and i32 %v112, 1
  %v114 = shl i32 %v113, 4
  %v115 = or i32 %v111, %v114
  %v116 = and i32 %v115, 31
  %v117 = sext i32 %v4 to i64
  %v118 = mul i64 %v117, 32
  %v119 = zext i32 %v116 to i64
  %v120 = add i64 %v118, %v119
  %v121 = sext i32 %p2 to i64
  %v122 = zext i32 %p1 to i64
  %v123 = mul i64 %v120, %v121
  %v124 = add i64 %v118, 32
  %v125 = icmp sle i64 %v124, %v122
  %v126 = icmp sge i64 %v117, 0
  %v127 = and i1 %v125, %v126
  %v128 = and i32 %v2, 24
  %v129 = icmp eq i32 %v128, 0
  %v130 = and i32 %v3, 3
  %v131 = icmp eq i32 %v130, 0
  %v132 = and i1 %v129, %v131
  br i1 %v132, label %st_owner21, label %join22
print19:
  %v100 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([13 x i8], [13 x i8] addrspace(1)* @str1, i64 0, i64 0) to i8*
  %v101 = alloca {i32}, align 8
  %v102 = getelementptr inbounds {i32}, {i32}* %v101, i32 0, i32 0
  store i32 %v4, i32* %v102, align 4
  %v103 = bitcast {i32}* %v101 to i8*
  %v104 = call i32 @vprintf(i8* %v100, i8* %v103)
  br label %printed20
printed20:
  br label %endloop2
st_owner21:
  br i1 %v127, label %st_full23, label %st_edge24
join22:
  %v165 = add i32 %v4, 1
  br label %loop1
st_full23:
  %v133 = icmp ult i64 %v120, %v122
  %v134 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v123
  store float %v71, float addrspace(1)* %v134, align 4
  %v135 = add i64 %v123, %v121
  %v136 = add i64 %v120, 1
  %v137 = icmp ult i64 %v136, %v122
  %v138 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v135
  store float %v72, float addrspace(1)* %v138, align 4
  %v139 = mul i64 2, %v121
  %v140 = add i64 %v123, %v139
  %v141 = add i64 %v120, 2
  %v142 = icmp ult i64 %v141, %v122
  %v143 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v140
  store float %v73, float addrspace(1)* %v143, align 4
  %v144 = mul i64 3, %v121
  %v145 = add i64 %v123, %v144
  %v146 = add i64 %v120, 3
  %v147 = icmp ult i64 %v146, %v122
  %v148 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v145
  store float %v74, float addrspace(1)* %v148, align 4
  br label %st_done25
st_edge24:
  %v149 = icmp ult i64 %v120, %v122
  %v150 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v123
  br i1 %v149, label %st26, label %join27
st_done25:
  br label %join22
st26:
  store float %v71, float addrspace(1)* %v150, align 4
  br label %join27
join27:
  %v151 = add i64 %v123, %v121
  %v152 = add i64 %v120, 1
  %v153 = icmp ult i64 %v152, %v122
  %v154 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v151
  br i1 %v153, label %st28, label %join29
st28:
  store float %v72, float addrspace(1)* %v154, align 4
  br label %join29
join29:
  %v155 = mul i64 2, %v121
  %v156 = add i64 %v123, %v155
  %v157 = add i64 %v120, 2
  %v158 = icmp ult i64 %v157, %v122
  %v159 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v156
  br i1 %v158, label %st30, label %join31
st30:
  store float %v73, float addrspace(1)* %v159, align 4
  br label %join31
join31:
  %v160 = mul i64 3, %v121
  %v161 = add i64 %v123, %v160
  %v162 = add i64 %v120, 3
  %v163 = icmp ult i64 %v162, %v122
  %v164 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v161
  br i1 %v163, label %st32, label %join33
st32:
  store float %v74, float addrspace(1)* %v164, align 4
  br label %join33
join33:
  br label %st_done25
st_owner34:
  br i1 %v170, label %st_full36, label %st_edge37
join35:
  call void @llvm.nvvm.barrier0()
  %v180 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v181 = getelementptr inbounds i32, i32 addrspace(3)* %v180, i32 0
  store i32 %v105, i32 addrspace(3)* %v181, align 4
  call void @llvm.nvvm.barrier0()
  %v182 = icmp eq i32 %v1, 0
  br i1 %v182, label %print41, label %printed42
st_full36:
  %v176 = icmp ult i64 0, %v167
  %v177 = getelementptr inbounds i32, i32 addrspace(1)* %p3, i64 0
  store i32 %v105, i32 addrspace(1)* %v177, align 4
  br label %st_done38
st_edge37:
  %v178 = icmp ult i64 0, %v167
  %v179 = getelementptr inbounds i32, i32 addrspace(1)* %p3, i64 0
  br i1 %v178, label %st39, label %join40
st_done38:
  br label %join35
st39:
  store i32 %v105, i32 addrspace(1)* %v179, align 4
  br label %join40
join40:
  br label %st_done38
print41:
  %v183 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v184 = getelementptr inbounds i32, i32 addrspace(3)* %v183, i32 0
  %v185 = load i32, i32 addrspace(3)* %v184, align 4
  %v186 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([15 x i8], [15 x i8] addrspace(1)* @str2, i64 0, i64 0) to i8*
  %v187 = alloca {i32}, align 8
  %v188 = getelementptr inbounds {i32}, {i32}* %v187, i32 0, i32 0
  store i32 %v185, i32* %v188, align 4
  %v189 = bitcast {i32}* %v187 to i8*
  %v190 = call i32 @vprintf(i8* %v186, i8* %v189)
  br label %printed42
printed42:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @vprintf(i8*, i8*)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32 addrspace(1)*, i32, i32, float)* @search, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32 addrspace(1)*, i32, i32, float)* @search, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel copy_t [TM=32, TN=32]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @copy_t(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 6
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 7
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 8
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 9
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v30, 5
  %v32 = and i32 %v31, 31
  %v33 = and i32 %v30, 31
  %v34 = sext i32 %v4 to i64
  %v35 = mul i64 %v34, 32
  %v36 = zext i32 %v32 to i64
  %v37 = add i64 %v35, %v36
  %v38 = sext i32 %p3 to i64
  %v39 = zext i32 %p1 to i64
  %v40 = mul i64 %v37, %v38
  %v41 = add i64 %v35, 32
  %v42 = icmp sle i64 %v41, %v39
  %v43 = icmp sge i64 %v34, 0
  %v44 = and i1 %v42, %v43
  %v45 = sext i32 %v5 to i64
  %v46 = mul i64 %v45, 32
  %v47 = zext i32 %v33 to i64
  %v48 = add i64 %v46, %v47
  %v49 = sext i32 %p4 to i64
  %v50 = zext i32 %p2 to i64
  %v51 = mul i64 %v48, %v49
  %v52 = add i64 %v40, %v51
  %v53 = add i64 %v46, 32
  %v54 = icmp sle i64 %v53, %v50
  %v55 = icmp sge i64 %v45, 0
  %v56 = and i1 %v54, %v55
  %v57 = and i1 %v44, %v56
  br i1 %v57, label %ld_full1, label %ld_edge2
ld_full1:
  %v58 = icmp ult i64 %v37, %v39
  %v59 = icmp ult i64 %v48, %v50
  %v60 = and i1 %v58, %v59
  %v61 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v52
  %v62 = load half, half addrspace(1)* %v61, align 2
  %v63 = fpext half %v62 to float
  %v64 = icmp ult i64 %v37, %v39
  %v65 = add i64 %v52, %v49
  %v66 = add i64 %v48, 1
  %v67 = icmp ult i64 %v66, %v50
  %v68 = and i1 %v64, %v67
  %v69 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v65
  %v70 = load half, half addrspace(1)* %v69, align 2
  %v71 = fpext half %v70 to float
  %v72 = icmp ult i64 %v37, %v39
  %v73 = mul i64 2, %v49
  %v74 = add i64 %v52, %v73
  %v75 = add i64 %v48, 2
  %v76 = icmp ult i64 %v75, %v50
  %v77 = and i1 %v72, %v76
  %v78 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v74
  %v79 = load half, half addrspace(1)* %v78, align 2
  %v80 = fpext half %v79 to float
  %v81 = icmp ult i64 %v37, %v39
  %v82 = mul i64 3, %v49
  %v83 = add i64 %v52, %v82
  %v84 = add i64 %v48, 3
  %v85 = icmp ult i64 %v84, %v50
  %v86 = and i1 %v81, %v85
  %v87 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v83
  %v88 = load half, half addrspace(1)* %v87, align 2
  %v89 = fpext half %v88 to float
  %v90 = icmp ult i64 %v37, %v39
  %v91 = mul i64 4, %v49
  %v92 = add i64 %v52, %v91
  %v93 = add i64 %v48, 4
  %v94 = icmp ult i64 %v93, %v50
  %v95 = and i1 %v90, %v94
  %v96 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v92
  %v97 = load half, half addrspace(1)* %v96, align 2
  %v98 = fpext half %v97 to float
  %v99 = icmp ult i64 %v37, %v39
  %v100 = mul i64 5, %v49
  %v101 = add i64 %v52, %v100
  %v102 = add i64 %v48, 5
  %v103 = icmp ult i64 %v102, %v50
  %v104 = and i1 %v99, %v103
  %v105 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v101
  %v106 = load half, half addrspace(1)* %v105, align 2
  %v107 = fpext half %v106 to float
  %v108 = icmp ult i64 %v37, %v39
  %v109 = mul i64 6, %v49
  %v110 = add i64 %v52, %v109
  %v111 = add i64 %v48, 6
  %v112 = icmp ult i64 %v111, %v50
  %v113 = and i1 %v108, %v112
  %v114 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v110
  %v115 = load half, half addrspace(1)* %v114, align 2
  %v116 = fpext half %v115 to float
  %v117 = icmp ult i64 %v37, %v39
  %v118 = mul i64 7, %v49
  %v119 = add i64 %v52, %v118
  %v120 = add i64 %v48, 7
  %v121 = icmp ult i64 %v120, %v50
  %v122 = and i1 %v117, %v121
  %v123 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v119
  %v124 = load half, half addrspace(1)* %v123, align 2
  %v125 = fpext half %v124 to float
  br label %ld_done3
ld_edge2:
  %v126 = icmp ult i64 %v37, %v39
  %v127 = icmp ult i64 %v48, %v50
  %v128 = and i1 %v126, %v127
  %v129 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v52
  br i1 %v128, label %ld4, label %ld_next5
ld_done3:
  %v202 = phi float [ %v63, %ld_full1 ], [ %v132, %ld_next19 ]
  %v203 = phi float [ %v71, %ld_full1 ], [ %v141, %ld_next19 ]
  %v204 = phi float [ %v80, %ld_full1 ], [ %v151, %ld_next19 ]
  %v205 = phi float [ %v89, %ld_full1 ], [ %v161, %ld_next19 ]
  %v206 = phi float [ %v98, %ld_full1 ], [ %v171, %ld_next19 ]
  %v207 = phi float [ %v107, %ld_full1 ], [ %v181, %ld_next19 ]
  %v208 = phi float [ %v116, %ld_full1 ], [ %v191, %ld_next19 ]
  %v209 = phi float [ %v125, %ld_full1 ], [ %v201, %ld_next19 ]
  %v210 = and i32 %v2, 1
  %v211 = shl i32 %v210, 3
  %v212 = lshr i32 %v2, 1
  %v213 = and i32 %v212, 1
  %v214 = shl i32 %v213, 4
  %v215 = or i32 %v211, %v214
  %v216 = lshr i32 %v2, 2
  %v217 = and i32 %v216, 1
  %v218 = shl i32 %v217, 5
  %v219 = or i32 %v215, %v218
  %v220 = lshr i32 %v2, 3
  %v221 = and i32 %v220, 1
  %v222 = shl i32 %v221, 6
  %v223 = or i32 %v219, %v222
  %v224 = lshr i32 %v2, 4
  %v225 = and i32 %v224, 1
  %v226 = shl i32 %v225, 7
  %v227 = or i32 %v223, %v226
  %v228 = and i32 %v3, 1
  %v229 = shl i32 %v228, 8
  %v230 = or i32 %v227, %v229
  %v231 = lshr i32 %v3, 1
  %v232 = and i32 %v231, 1
  %v233 = shl i32 %v232, 9
  %v234 = or i32 %v230, %v233
  %v235 = lshr i32 %v234, 5
  %v236 = and i32 %v235, 31
  %v237 = and i32 %v234, 31
  %v238 = sext i32 %v4 to i64
  %v239 = mul i64 %v238, 32
  %v240 = zext i32 %v236 to i64
  %v241 = add i64 %v239, %v240
  %v242 = sext i32 %p8 to i64
  %v243 = zext i32 %p6 to i64
  %v244 = mul i64 %v241, %v242
  %v245 = add i64 %v239, 32
  %v246 = icmp sle i64 %v245, %v243
  %v247 = icmp sge i64 %v238, 0
  %v248 = and i1 %v246, %v247
  %v249 = sext i32 %v5 to i64
  %v250 = mul i64 %v249, 32
  %v251 = zext i32 %v237 to i64
  %v252 = add i64 %v250, %v251
  %v253 = zext i32 %p7 to i64
  %v254 = add i64 %v244, %v252
  %v255 = add i64 %v250, 32
  %v256 = icmp sle i64 %v255, %v253
  %v257 = icmp sge i64 %v249, 0
  %v258 = and i1 %v256, %v257
  %v259 = and i1 %v248, %v258
  br i1 %v259, label %st_full20, label %st_edge21
ld4:
  %v130 = load half, half addrspace(1)* %v129, align 2
  %v131 = fpext half %v130 to float
  br label %ld_next5
ld_next5:
  %v132 = phi float [ %v131, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v133 = icmp ult i64 %v37, %v39
  %v134 = add i64 %v52, %v49
  %v135 = add i64 %v48, 1
  %v136 = icmp ult i64 %v135, %v50
  %v137 = and i1 %v133, %v136
  %v138 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v134
  br i1 %v137, label %ld6, label %ld_next7
ld6:
  %v139 = load half, half addrspace(1)* %v138, align 2
  %v140 = fpext half %v139 to float
  br label %ld_next7
ld_next7:
  %v141 = phi float [ %v140, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v142 = icmp ult i64 %v37, %v39
  %v143 = mul i64 2, %v49
  %v144 = add i64 %v52, %v143
  %v145 = add i64 %v48, 2
  %v146 = icmp ult i64 %v145, %v50
  %v147 = and i1 %v142, %v146
  %v148 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v144
  br i1 %v147, label %ld8, label %ld_next9
ld8:
  %v149 = load half, half addrspace(1)* %v148, align 2
  %v150 = fpext half %v149 to float
  br label %ld_next9
ld_next9:
  %v151 = phi float [ %v150, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v152 = icmp ult i64 %v37, %v39
  %v153 = mul i64 3, %v49
  %v154 = add i64 %v52, %v153
  %v155 = add i64 %v48, 3
  %v156 = icmp ult i64 %v155, %v50
  %v157 = and i1 %v152, %v156
  %v158 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v154
  br i1 %v157, label %ld10, label %ld_next11
ld10:
  %v159 = load half, half addrspace(1)* %v158, align 2
  %v160 = fpext half %v159 to float
  br label %ld_next11
ld_next11:
  %v161 = phi float [ %v160, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v162 = icmp ult i64 %v37, %v39
  %v163 = mul i64 4, %v49
  %v164 = add i64 %v52, %v163
  %v165 = add i64 %v48, 4
  %v166 = icmp ult i64 %v165, %v50
  %v167 = and i1 %v162, %v166
  %v168 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v164
  br i1 %v167, label %ld12, label %ld_next13
ld12:
  %v169 = load half, half addrspace(1)* %v168, align 2
  %v170 = fpext half %v169 to float
  br label %ld_next13
ld_next13:
  %v171 = phi float [ %v170, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v172 = icmp ult i64 %v37, %v39
  %v173 = mul i64 5, %v49
  %v174 = add i64 %v52, %v173
  %v175 = add i64 %v48, 5
  %v176 = icmp ult i64 %v175, %v50
  %v177 = and i1 %v172, %v176
  %v178 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v174
  br i1 %v177, label %ld14, label %ld_next15
ld14:
  %v179 = load half, half addrspace(1)* %v178, align 2
  %v180 = fpext half %v179 to float
  br label %ld_next15
ld_next15:
  %v181 = phi float [ %v180, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v182 = icmp ult i64 %v37, %v39
  %v183 = mul i64 6, %v49
  %v184 = add i64 %v52, %v183
  %v185 = add i64 %v48, 6
  %v186 = icmp ult i64 %v185, %v50
  %v187 = and i1 %v182, %v186
  %v188 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v184
  br i1 %v187, label %ld16, label %ld_next17
ld16:
  %v189 = load half, half addrspace(1)* %v188, align 2
  %v190 = fpext half %v189 to float
  br label %ld_next17
ld_next17:
  %v191 = phi float [ %v190, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v192 = icmp ult i64 %v37, %v39
  %v193 = mul i64 7, %v49
  %v194 = add i64 %v52, %v193
  %v195 = add i64 %v48, 7
  %v196 = icmp ult i64 %v195, %v50
  %v197 = and i1 %v192, %v196
  %v198 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v194
  br i1 %v197, label %ld18, label %ld_next19
ld18:
  %v199 = load half, half addrspace(1)* %v198, align 2
  %v200 = fpext half %v199 to float
  br label %ld_next19
ld_next19:
  %v201 = phi float [ %v200, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  br label %ld_done3
st_full20:
  %v260 = icmp ult i64 %v241, %v243
  %v261 = icmp ult i64 %v252, %v253
  %v262 = and i1 %v260, %v261
  %v263 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v254
  %v264 = fptrunc float %v202 to half
  %v265 = fptrunc float %v203 to half
  %v266 = fptrunc float %v204 to half
  %v267 = fptrunc float %v205 to half
  %v268 = fptrunc float %v206 to half
  %v269 = fptrunc float %v207 to half
  %v270 = fptrunc float %v208 to half
  %v271 = fptrunc float %v209 to half
  %v272 = bitcast half %v264 to i16
  %v273 = zext i16 %v272 to i32
  %v274 = bitcast half %v265 to i16
  %v275 = zext i16 %v274 to i32
  %v276 = shl i32 %v275, 16
  %v277 = or i32 %v273, %v276
  %v278 = bitcast half %v266 to i16
  %v279 = zext i16 %v278 to i32
  %v280 = bitcast half %v267 to i16
  %v281 = zext i16 %v280 to i32
  %v282 = shl i32 %v281, 16
  %v283 = or i32 %v279, %v282
  %v284 = bitcast half %v268 to i16
  %v285 = zext i16 %v284 to i32
  %v286 = bitcast half %v269 to i16
  %v287 = zext i16 %v286 to i32
  %v288 = shl i32 %v287, 16
  %v289 = or i32 %v285, %v288
  %v290 = bitcast half %v270 to i16
  %v291 = zext i16 %v290 to i32
  %v292 = bitcast half %v271 to i16
  %v293 = zext i16 %v292 to i32
  %v294 = shl i32 %v293, 16
  %v295 = or i32 %v291, %v294
  %v296 = insertelement <4 x i32> undef, i32 %v277, i32 0
  %v297 = insertelement <4 x i32> %v296, i32 %v283, i32 1
  %v298 = insertelement <4 x i32> %v297, i32 %v289, i32 2
  %v299 = insertelement <4 x i32> %v298, i32 %v295, i32 3
  %v300 = bitcast half addrspace(1)* %v263 to <4 x i32> addrspace(1)*
  store <4 x i32> %v299, <4 x i32> addrspace(1)* %v300, align 16
  br label %st_done22
st_edge21:
  %v301 = icmp ult i64 %v241, %v243
  %v302 = icmp ult i64 %v252, %v253
  %v303 = and i1 %v301, %v302
  %v304 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v254
  br i1 %v303, label %st23, label %join24
st_done22:
  ret void
st23:
  %v305 = fptrunc float %v202 to half
  %v306 = fptrunc float %v203 to half
  %v307 = fptrunc float %v204 to half
  %v308 = fptrunc float %v205 to half
  %v309 = fptrunc float %v206 to half
  %v310 = fptrunc float %v207 to half
  %v311 = fptrunc float %v208 to half
  %v312 = fptrunc float %v209 to half
  %v313 = bitcast half %v305 to i16
  %v314 = zext i16 %v313 to i32
  %v315 = bitcast half %v306 to i16
  %v316 = zext i16 %v315 to i32
  %v317 = shl i32 %v316, 16
  %v318 = or i32 %v314, %v317
  %v319 = bitcast half %v307 to i16
  %v320 = zext i16 %v319 to i32
  %v321 = bitcast half %v308 to i16
  %v322 = zext i16 %v321 to i32
  %v323 = shl i32 %v322, 16
  %v324 = or i32 %v320, %v323
  %v325 = bitcast half %v309 to i16
  %v326 = zext i16 %v325 to i32
  %v327 = bitcast half %v310 to i16
  %v328 = zext i16 %v327 to i32
  %v329 = shl i32 %v328, 16
  %v330 = or i32 %v326, %v329
  %v331 = bitcast half %v311 to i16
  %v332 = zext i16 %v331 to i32
  %v333 = bitcast half %v312 to i16
  %v334 = zext i16 %v333 to i32
  %v335 = shl i32 %v334, 16
  %v336 = or i32 %v332, %v335
  %v337 = insertelement <4 x i32> undef, i32 %v318, i32 0
  %v338 = insertelement <4 x i32> %v337, i32 %v324, i32 1
  %v339 = insertelement <4 x i32> %v338, i32 %v330, i32 2
  %v340 = insertelement <4 x i32> %v339, i32 %v336, i32 3
  %v341 = bitcast half addrspace(1)* %v304 to <4 x i32> addrspace(1)*
  store <4 x i32> %v340, <4 x i32> addrspace(1)* %v341, align 16
  br label %join24
join24:
  br label %st_done22
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_t, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_t, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel cluster_row_sum [BN=8192]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @cluster_row_sum(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7) {
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
  %v34 = lshr i32 %v3, 3
  %v35 = and i32 %v34, 1
  %v36 = shl i32 %v35, 10
  %v37 = or i32 %v33, %v36
  %v38 = lshr i32 %v37, 13
  %v39 = and i32 %v37, 8191
  %v40 = sext i32 %v4 to i64
  %v41 = sext i32 %p3 to i64
  %v42 = zext i32 %p1 to i64
  %v43 = mul i64 %v40, %v41
  %v44 = add i64 %v40, 1
  %v45 = icmp sle i64 %v44, %v42
  %v46 = icmp sge i64 %v40, 0
  %v47 = and i1 %v45, %v46
  %v48 = zext i32 %v39 to i64
  %v49 = zext i32 %p2 to i64
  %v50 = add i64 %v43, %v48
  %v51 = icmp sle i64 8192, %v49
  %v52 = icmp sge i64 0, 0
  %v53 = and i1 %v51, %v52
  %v54 = and i1 %v47, %v53
  br i1 %v54, label %ld_full1, label %ld_edge2
ld_full1:
  %v55 = icmp ult i64 %v40, %v42
  %v56 = icmp ult i64 %v48, %v49
  %v57 = and i1 %v55, %v56
  %v58 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  %v59 = bitcast float addrspace(1)* %v58 to <4 x float> addrspace(1)*
  %v60 = load <4 x float>, <4 x float> addrspace(1)* %v59, align 16
  %v61 = extractelement <4 x float> %v60, i32 0
  %v62 = extractelement <4 x float> %v60, i32 1
  %v63 = extractelement <4 x float> %v60, i32 2
  %v64 = extractelement <4 x float> %v60, i32 3
  %v65 = icmp ult i64 %v40, %v42
  %v66 = add i64 %v50, 2048
  %v67 = add i64 %v48, 2048
  %v68 = icmp ult i64 %v67, %v49
  %v69 = and i1 %v65, %v68
  %v70 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v66
  %v71 = bitcast float addrspace(1)* %v70 to <4 x float> addrspace(1)*
  %v72 = load <4 x float>, <4 x float> addrspace(1)* %v71, align 16
  %v73 = extractelement <4 x float> %v72, i32 0
  %v74 = extractelement <4 x float> %v72, i32 1
  %v75 = extractelement <4 x float> %v72, i32 2
  %v76 = extractelement <4 x float> %v72, i32 3
  %v77 = icmp ult i64 %v40, %v42
  %v78 = add i64 %v50, 4096
  %v79 = add i64 %v48, 4096
  %v80 = icmp ult i64 %v79, %v49
  %v81 = and i1 %v77, %v80
  %v82 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v78
  %v83 = bitcast float addrspace(1)* %v82 to <4 x float> addrspace(1)*
  %v84 = load <4 x float>, <4 x float> addrspace(1)* %v83, align 16
  %v85 = extractelement <4 x float> %v84, i32 0
  %v86 = extractelement <4 x float> %v84, i32 1
  %v87 = extractelement <4 x float> %v84, i32 2
  %v88 = extractelement <4 x float> %v84, i32 3
  %v89 = icmp ult i64 %v40, %v42
  %v90 = add i64 %v50, 6144
  %v91 = add i64 %v48, 6144
  %v92 = icmp ult i64 %v91, %v49
  %v93 = and i1 %v89, %v92
  %v94 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v90
  %v95 = bitcast float addrspace(1)* %v94 to <4 x float> addrspace(1)*
  %v96 = load <4 x float>, <4 x float> addrspace(1)* %v95, align 16
  %v97 = extractelement <4 x float> %v96, i32 0
  %v98 = extractelement <4 x float> %v96, i32 1
  %v99 = extractelement <4 x float> %v96, i32 2
  %v100 = extractelement <4 x float> %v96, i32 3
  br label %ld_done3
ld_edge2:
  %v101 = icmp ult i64 %v40, %v42
  %v102 = icmp ult i64 %v48, %v49
  %v103 = and i1 %v101, %v102
  %v104 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  %v105 = bitcast float addrspace(1)* %v104 to <4 x float> addrspace(1)*
  br i1 %v103, label %ld4, label %ld_next5
ld_done3:
  %v163 = phi float [ %v61, %ld_full1 ], [ %v111, %ld_next11 ]
  %v164 = phi float [ %v62, %ld_full1 ], [ %v112, %ld_next11 ]
  %v165 = phi float [ %v63, %ld_full1 ], [ %v113, %ld_next11 ]
  %v166 = phi float [ %v64, %ld_full1 ], [ %v114, %ld_next11 ]
  %v167 = phi float [ %v73, %ld_full1 ], [ %v127, %ld_next11 ]
  %v168 = phi float [ %v74, %ld_full1 ], [ %v128, %ld_next11 ]
  %v169 = phi float [ %v75, %ld_full1 ], [ %v129, %ld_next11 ]
  %v170 = phi float [ %v76, %ld_full1 ], [ %v130, %ld_next11 ]
  %v171 = phi float [ %v85, %ld_full1 ], [ %v143, %ld_next11 ]
  %v172 = phi float [ %v86, %ld_full1 ], [ %v144, %ld_next11 ]
  %v173 = phi float [ %v87, %ld_full1 ], [ %v145, %ld_next11 ]
  %v174 = phi float [ %v88, %ld_full1 ], [ %v146, %ld_next11 ]
  %v175 = phi float [ %v97, %ld_full1 ], [ %v159, %ld_next11 ]
  %v176 = phi float [ %v98, %ld_full1 ], [ %v160, %ld_next11 ]
  %v177 = phi float [ %v99, %ld_full1 ], [ %v161, %ld_next11 ]
  %v178 = phi float [ %v100, %ld_full1 ], [ %v162, %ld_next11 ]
  %v179 = fadd float %v163, %v164
  %v180 = fadd float %v179, %v165
  %v181 = fadd float %v180, %v166
  %v182 = fadd float %v181, %v167
  %v183 = fadd float %v182, %v168
  %v184 = fadd float %v183, %v169
  %v185 = fadd float %v184, %v170
  %v186 = fadd float %v185, %v171
  %v187 = fadd float %v186, %v172
  %v188 = fadd float %v187, %v173
  %v189 = fadd float %v188, %v174
  %v190 = fadd float %v189, %v175
  %v191 = fadd float %v190, %v176
  %v192 = fadd float %v191, %v177
  %v193 = fadd float %v192, %v178
  %v194 = bitcast float %v193 to i32
  %v195 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v194, i32 1, i32 31)
  %v196 = bitcast i32 %v195 to float
  %v197 = fadd float %v193, %v196
  %v198 = bitcast float %v197 to i32
  %v199 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v198, i32 2, i32 31)
  %v200 = bitcast i32 %v199 to float
  %v201 = fadd float %v197, %v200
  %v202 = bitcast float %v201 to i32
  %v203 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v202, i32 4, i32 31)
  %v204 = bitcast i32 %v203 to float
  %v205 = fadd float %v201, %v204
  %v206 = bitcast float %v205 to i32
  %v207 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v206, i32 8, i32 31)
  %v208 = bitcast i32 %v207 to float
  %v209 = fadd float %v205, %v208
  %v210 = bitcast float %v209 to i32
  %v211 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v210, i32 16, i32 31)
  %v212 = bitcast i32 %v211 to float
  %v213 = fadd float %v209, %v212
  call void @llvm.nvvm.barrier0()
  %v214 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v215 = getelementptr inbounds float, float addrspace(3)* %v214, i32 %v1
  store float %v213, float addrspace(3)* %v215, align 4
  call void @llvm.nvvm.barrier0()
  %v216 = and i32 %v3, -16
  %v217 = shl i32 %v216, 5
  %v218 = or i32 %v217, %v2
  %v219 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v220 = getelementptr inbounds float, float addrspace(3)* %v219, i32 %v218
  %v221 = load float, float addrspace(3)* %v220, align 4
  %v222 = or i32 %v216, 1
  %v223 = shl i32 %v222, 5
  %v224 = or i32 %v223, %v2
  %v225 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v226 = getelementptr inbounds float, float addrspace(3)* %v225, i32 %v224
  %v227 = load float, float addrspace(3)* %v226, align 4
  %v228 = fadd float %v221, %v227
  %v229 = or i32 %v216, 2
  %v230 = shl i32 %v229, 5
  %v231 = or i32 %v230, %v2
  %v232 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v233 = getelementptr inbounds float, float addrspace(3)* %v232, i32 %v231
  %v234 = load float, float addrspace(3)* %v233, align 4
  %v235 = fadd float %v228, %v234
  %v236 = or i32 %v216, 3
  %v237 = shl i32 %v236, 5
  %v238 = or i32 %v237, %v2
  %v239 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v240 = getelementptr inbounds float, float addrspace(3)* %v239, i32 %v238
  %v241 = load float, float addrspace(3)* %v240, align 4
  %v242 = fadd float %v235, %v241
  %v243 = or i32 %v216, 4
  %v244 = shl i32 %v243, 5
  %v245 = or i32 %v244, %v2
  %v246 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v247 = getelementptr inbounds float, float addrspace(3)* %v246, i32 %v245
  %v248 = load float, float addrspace(3)* %v247, align 4
  %v249 = fadd float %v242, %v248
  %v250 = or i32 %v216, 5
  %v251 = shl i32 %v250, 5
  %v252 = or i32 %v251, %v2
  %v253 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v254 = getelementptr inbounds float, float addrspace(3)* %v253, i32 %v252
  %v255 = load float, float addrspace(3)* %v254, align 4
  %v256 = fadd float %v249, %v255
  %v257 = or i32 %v216, 6
  %v258 = shl i32 %v257, 5
  %v259 = or i32 %v258, %v2
  %v260 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v261 = getelementptr inbounds float, float addrspace(3)* %v260, i32 %v259
  %v262 = load float, float addrspace(3)* %v261, align 4
  %v263 = fadd float %v256, %v262
  %v264 = or i32 %v216, 7
  %v265 = shl i32 %v264, 5
  %v266 = or i32 %v265, %v2
  %v267 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v268 = getelementptr inbounds float, float addrspace(3)* %v267, i32 %v266
  %v269 = load float, float addrspace(3)* %v268, align 4
  %v270 = fadd float %v263, %v269
  %v271 = or i32 %v216, 8
  %v272 = shl i32 %v271, 5
  %v273 = or i32 %v272, %v2
  %v274 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v275 = getelementptr inbounds float, float addrspace(3)* %v274, i32 %v273
  %v276 = load float, float addrspace(3)* %v275, align 4
  %v277 = fadd float %v270, %v276
  %v278 = or i32 %v216, 9
  %v279 = shl i32 %v278, 5
  %v280 = or i32 %v279, %v2
  %v281 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v282 = getelementptr inbounds float, float addrspace(3)* %v281, i32 %v280
  %v283 = load float, float addrspace(3)* %v282, align 4
  %v284 = fadd float %v277, %v283
  %v285 = or i32 %v216, 10
  %v286 = shl i32 %v285, 5
  %v287 = or i32 %v286, %v2
  %v288 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v289 = getelementptr inbounds float, float addrspace(3)* %v288, i32 %v287
  %v290 = load float, float addrspace(3)* %v289, align 4
  %v291 = fadd float %v284, %v290
  %v292 = or i32 %v216, 11
  %v293 = shl i32 %v292, 5
  %v294 = or i32 %v293, %v2
  %v295 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v296 = getelementptr inbounds float, float addrspace(3)* %v295, i32 %v294
  %v297 = load float, float addrspace(3)* %v296, align 4
  %v298 = fadd float %v291, %v297
  %v299 = or i32 %v216, 12
  %v300 = shl i32 %v299, 5
  %v301 = or i32 %v300, %v2
  %v302 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v303 = getelementptr inbounds float, float addrspace(3)* %v302, i32 %v301
  %v304 = load float, float addrspace(3)* %v303, align 4
  %v305 = fadd float %v298, %v304
  %v306 = or i32 %v216, 13
  %v307 = shl i32 %v306, 5
  %v308 = or i32 %v307, %v2
  %v309 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v310 = getelementptr inbounds float, float addrspace(3)* %v309, i32 %v308
  %v311 = load float, float addrspace(3)* %v310, align 4
  %v312 = fadd float %v305, %v311
  %v313 = or i32 %v216, 14
  %v314 = shl i32 %v313, 5
  %v315 = or i32 %v314, %v2
  %v316 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v317 = getelementptr inbounds float, float addrspace(3)* %v316, i32 %v315
  %v318 = load float, float addrspace(3)* %v317, align 4
  %v319 = fadd float %v312, %v318
  %v320 = or i32 %v216, 15
  %v321 = shl i32 %v320, 5
  %v322 = or i32 %v321, %v2
  %v323 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v324 = getelementptr inbounds float, float addrspace(3)* %v323, i32 %v322
  %v325 = load float, float addrspace(3)* %v324, align 4
  %v326 = fadd float %v319, %v325
  %v327 = sext i32 %v4 to i64
  %v328 = zext i32 %p6 to i64
  %v329 = add i64 %v327, 1
  %v330 = icmp sle i64 %v329, %v328
  %v331 = icmp sge i64 %v327, 0
  %v332 = and i1 %v330, %v331
  %v333 = and i32 %v2, 31
  %v334 = icmp eq i32 %v333, 0
  %v335 = and i32 %v3, 15
  %v336 = icmp eq i32 %v335, 0
  %v337 = and i1 %v334, %v336
  br i1 %v337, label %st_owner12, label %join13
ld4:
  %v106 = load <4 x float>, <4 x float> addrspace(1)* %v105, align 16
  %v107 = extractelement <4 x float> %v106, i32 0
  %v108 = extractelement <4 x float> %v106, i32 1
  %v109 = extractelement <4 x float> %v106, i32 2
  %v110 = extractelement <4 x float> %v106, i32 3
  br label %ld_next5
ld_next5:
  %v111 = phi float [ %v107, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v112 = phi float [ %v108, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v113 = phi float [ %v109, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v114 = phi float [ %v110, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v115 = icmp ult i64 %v40, %v42
  %v116 = add i64 %v50, 2048
  %v117 = add i64 %v48, 2048
  %v118 = icmp ult i64 %v117, %v49
  %v119 = and i1 %v115, %v118
  %v120 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v116
  %v121 = bitcast float addrspace(1)* %v120 to <4 x float> addrspace(1)*
  br i1 %v119, label %ld6, label %ld_next7
ld6:
  %v122 = load <4 x float>, <4 x float> addrspace(1)* %v121, align 16
  %v123 = extractelement <4 x float> %v122, i32 0
  %v124 = extractelement <4 x float> %v122, i32 1
  %v125 = extractelement <4 x float> %v122, i32 2
  %v126 = extractelement <4 x float> %v122, i32 3
  br label %ld_next7
ld_next7:
  %v127 = phi float [ %v123, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v128 = phi float [ %v124, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v129 = phi float [ %v125, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v130 = phi float [ %v126, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v131 = icmp ult i64 %v40, %v42
  %v132 = add i64 %v50, 4096
  %v133 = add i64 %v48, 4096
  %v134 = icmp ult i64 %v133, %v49
  %v135 = and i1 %v131, %v134
  %v136 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v132
  %v137 = bitcast float addrspace(1)* %v136 to <4 x float> addrspace(1)*
  br i1 %v135, label %ld8, label %ld_next9
ld8:
  %v138 = load <4 x float>, <4 x float> addrspace(1)* %v137, align 16
  %v139 = extractelement <4 x float> %v138, i32 0
  %v140 = extractelement <4 x float> %v138, i32 1
  %v141 = extractelement <4 x float> %v138, i32 2
  %v142 = extractelement <4 x float> %v138, i32 3
  br label %ld_next9
ld_next9:
  %v143 = phi float [ %v139, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v144 = phi float [ %v140, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v145 = phi float [ %v141, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v146 = phi float [ %v142, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v147 = icmp ult i64 %v40, %v42
  %v148 = add i64 %v50, 6144
  %v149 = add i64 %v48, 6144
  %v150 = icmp ult i64 %v149, %v49
  %v151 = and i1 %v147, %v150
  %v152 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v148
  %v153 = bitcast float addrspace(1)* %v152 to <4 x float> addrspace(1)*
  br i1 %v151, label %ld10, label %ld_next11
ld10:
  %v154 = load <4 x float>, <4 x float> addrspace(1)* %v153, align 16
  %v155 = extractelement <4 x float> %v154, i32 0
  %v156 = extractelement <4 x float> %v154, i32 1
  %v157 = extractelement <4 x float> %v154, i32 2
  %v158 = extractelement <4 x float> %v154, i32 3
  br label %ld_next11
ld_next11:
  %v159 = phi float [ %v155, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v160 = phi float [ %v156, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v161 = phi float [ %v157, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v162 = phi float [ %v158, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  br label %ld_done3
st_owner12:
  br i1 %v332, label %st_full14, label %st_edge15
join13:
  ret void
st_full14:
  %v338 = icmp ult i64 %v327, %v328
  %v339 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v327
  store float %v326, float addrspace(1)* %v339, align 4
  br label %st_done16
st_edge15:
  %v340 = icmp ult i64 %v327, %v328
  %v341 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v327
  br i1 %v340, label %st17, label %join18
st_done16:
  br label %join13
st17:
  store float %v326, float addrspace(1)* %v341, align 4
  br label %join18
join18:
  br label %st_done16
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @cluster_row_sum, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @cluster_row_sum, !"maxntidx", i32 512}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel handoff []
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @handoff(float addrspace(1)* noalias %p0, i32 %p1, i32 %p2, i32 addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
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
  %v11 = and i32 %v10, 15
  %v12 = sext i32 %v4 to i64
  %v13 = mul i64 %v12, 16
  %v14 = zext i32 %v11 to i64
  %v15 = add i64 %v13, %v14
  %v16 = sext i32 %p2 to i64
  %v17 = zext i32 %p1 to i64
  %v18 = mul i64 %v15, %v16
  %v19 = add i64 %v13, 16
  %v20 = icmp sle i64 %v19, %v17
  %v21 = icmp sge i64 %v12, 0
  %v22 = and i1 %v20, %v21
  %v23 = and i32 %v2, 28
  %v24 = icmp eq i32 %v23, 0
  %v25 = and i32 %v3, 3
  %v26 = icmp eq i32 %v25, 0
  %v27 = and i1 %v24, %v26
  br i1 %v27, label %st_owner1, label %join2
st_owner1:
  br i1 %v22, label %st_full3, label %st_edge4
join2:
  %v60 = sext i32 %p5 to i64
  %v61 = zext i32 %p4 to i64
  %v62 = icmp sle i64 1, %v61
  %v63 = icmp sge i64 0, 0
  %v64 = and i1 %v62, %v63
  %v65 = and i32 %v2, 31
  %v66 = icmp eq i32 %v65, 0
  %v67 = and i32 %v3, 3
  %v68 = icmp eq i32 %v67, 0
  %v69 = and i1 %v66, %v68
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.barrier0()
  %v70 = icmp ult i64 0, %v61
  %v71 = getelementptr inbounds i32, i32 addrspace(1)* %p3, i64 0
  %v72 = and i1 %v70, %v69
  br i1 %v72, label %atom14, label %atom_next15
st_full3:
  %v28 = icmp ult i64 %v15, %v17
  %v29 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v18
  store float 0x3FF0000000000000, float addrspace(1)* %v29, align 4
  %v30 = add i64 %v18, %v16
  %v31 = add i64 %v15, 1
  %v32 = icmp ult i64 %v31, %v17
  %v33 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  store float 0x3FF0000000000000, float addrspace(1)* %v33, align 4
  %v34 = mul i64 2, %v16
  %v35 = add i64 %v18, %v34
  %v36 = add i64 %v15, 2
  %v37 = icmp ult i64 %v36, %v17
  %v38 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v35
  store float 0x3FF0000000000000, float addrspace(1)* %v38, align 4
  %v39 = mul i64 3, %v16
  %v40 = add i64 %v18, %v39
  %v41 = add i64 %v15, 3
  %v42 = icmp ult i64 %v41, %v17
  %v43 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v40
  store float 0x3FF0000000000000, float addrspace(1)* %v43, align 4
  br label %st_done5
st_edge4:
  %v44 = icmp ult i64 %v15, %v17
  %v45 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v18
  br i1 %v44, label %st6, label %join7
st_done5:
  br label %join2
st6:
  store float 0x3FF0000000000000, float addrspace(1)* %v45, align 4
  br label %join7
join7:
  %v46 = add i64 %v18, %v16
  %v47 = add i64 %v15, 1
  %v48 = icmp ult i64 %v47, %v17
  %v49 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v46
  br i1 %v48, label %st8, label %join9
st8:
  store float 0x3FF0000000000000, float addrspace(1)* %v49, align 4
  br label %join9
join9:
  %v50 = mul i64 2, %v16
  %v51 = add i64 %v18, %v50
  %v52 = add i64 %v15, 2
  %v53 = icmp ult i64 %v52, %v17
  %v54 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v51
  br i1 %v53, label %st10, label %join11
st10:
  store float 0x3FF0000000000000, float addrspace(1)* %v54, align 4
  br label %join11
join11:
  %v55 = mul i64 3, %v16
  %v56 = add i64 %v18, %v55
  %v57 = add i64 %v15, 3
  %v58 = icmp ult i64 %v57, %v17
  %v59 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v56
  br i1 %v58, label %st12, label %join13
st12:
  store float 0x3FF0000000000000, float addrspace(1)* %v59, align 4
  br label %join13
join13:
  br label %st_done5
atom14:
  %v73 = atomicrmw add i32 addrspace(1)* %v71, i32 1 monotonic
  br label %atom_next15
atom_next15:
  %v74 = phi i32 [ %v73, %atom14 ], [ 0, %join2 ]
  %v75 = sext i32 %p5 to i64
  %v76 = zext i32 %p4 to i64
  %v77 = icmp sle i64 1, %v76
  %v78 = icmp sge i64 0, 0
  %v79 = and i1 %v77, %v78
  %v80 = and i32 %v2, 31
  %v81 = icmp eq i32 %v80, 0
  %v82 = and i32 %v3, 3
  %v83 = icmp eq i32 %v82, 0
  %v84 = and i1 %v81, %v83
  %v85 = icmp ult i64 0, %v76
  %v86 = getelementptr inbounds i32, i32 addrspace(1)* %p3, i64 0
  %v87 = and i1 %v85, %v84
  br i1 %v87, label %atom16, label %atom_next17
atom16:
  %v88 = atomicrmw add i32 addrspace(1)* %v86, i32 1 monotonic
  br label %atom_next17
atom_next17:
  %v89 = phi i32 [ %v88, %atom16 ], [ 0, %atom_next15 ]
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.barrier0()
  %v90 = sext i32 %p5 to i64
  %v91 = zext i32 %p4 to i64
  %v92 = icmp sle i64 1, %v91
  %v93 = icmp sge i64 0, 0
  %v94 = and i1 %v92, %v93
  %v95 = and i32 %v2, 31
  %v96 = icmp eq i32 %v95, 0
  %v97 = and i32 %v3, 3
  %v98 = icmp eq i32 %v97, 0
  %v99 = and i1 %v96, %v98
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.barrier0()
  %v100 = icmp ult i64 0, %v91
  %v101 = getelementptr inbounds i32, i32 addrspace(1)* %p3, i64 0
  %v102 = and i1 %v100, %v99
  br i1 %v102, label %atom18, label %atom_next19
atom18:
  %v103 = atomicrmw add i32 addrspace(1)* %v101, i32 1 monotonic
  br label %atom_next19
atom_next19:
  %v104 = phi i32 [ %v103, %atom18 ], [ 0, %atom_next17 ]
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.barrier0()
  %v105 = and i32 %v2, 1
  %v106 = shl i32 %v105, 2
  %v107 = lshr i32 %v2, 1
  %v108 = and i32 %v107, 1
  %v109 = shl i32 %v108, 3
  %v110 = or i32 %v106, %v109
  %v111 = and i32 %v110, 15
  %v112 = zext i32 %v111 to i64
  %v113 = sext i32 %p2 to i64
  %v114 = zext i32 %p1 to i64
  %v115 = mul i64 %v112, %v113
  %v116 = icmp sle i64 16, %v114
  %v117 = icmp sge i64 0, 0
  %v118 = and i1 %v116, %v117
  br i1 %v118, label %ld_full20, label %ld_edge21
ld_full20:
  %v119 = icmp ult i64 %v112, %v114
  %v120 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v115
  %v121 = load float, float addrspace(1)* %v120, align 4
  %v122 = add i64 %v115, %v113
  %v123 = add i64 %v112, 1
  %v124 = icmp ult i64 %v123, %v114
  %v125 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v122
  %v126 = load float, float addrspace(1)* %v125, align 4
  %v127 = mul i64 2, %v113
  %v128 = add i64 %v115, %v127
  %v129 = add i64 %v112, 2
  %v130 = icmp ult i64 %v129, %v114
  %v131 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v128
  %v132 = load float, float addrspace(1)* %v131, align 4
  %v133 = mul i64 3, %v113
  %v134 = add i64 %v115, %v133
  %v135 = add i64 %v112, 3
  %v136 = icmp ult i64 %v135, %v114
  %v137 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v134
  %v138 = load float, float addrspace(1)* %v137, align 4
  br label %ld_done22
ld_edge21:
  %v139 = icmp ult i64 %v112, %v114
  %v140 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v115
  br i1 %v139, label %ld23, label %ld_next24
ld_done22:
  %v163 = phi float [ %v121, %ld_full20 ], [ %v142, %ld_next30 ]
  %v164 = phi float [ %v126, %ld_full20 ], [ %v148, %ld_next30 ]
  %v165 = phi float [ %v132, %ld_full20 ], [ %v155, %ld_next30 ]
  %v166 = phi float [ %v138, %ld_full20 ], [ %v162, %ld_next30 ]
  %v167 = and i32 %v2, 1
  %v168 = shl i32 %v167, 2
  %v169 = lshr i32 %v2, 1
  %v170 = and i32 %v169, 1
  %v171 = shl i32 %v170, 3
  %v172 = or i32 %v168, %v171
  %v173 = and i32 %v172, 15
  %v174 = sext i32 %v4 to i64
  %v175 = mul i64 %v174, 16
  %v176 = zext i32 %v173 to i64
  %v177 = add i64 %v175, %v176
  %v178 = sext i32 %p2 to i64
  %v179 = zext i32 %p1 to i64
  %v180 = mul i64 %v177, %v178
  %v181 = add i64 %v175, 16
  %v182 = icmp sle i64 %v181, %v179
  %v183 = icmp sge i64 %v174, 0
  %v184 = and i1 %v182, %v183
  %v185 = and i32 %v2, 28
  %v186 = icmp eq i32 %v185, 0
  %v187 = and i32 %v3, 3
  %v188 = icmp eq i32 %v187, 0
  %v189 = and i1 %v186, %v188
  br i1 %v189, label %st_owner31, label %join32
ld23:
  %v141 = load float, float addrspace(1)* %v140, align 4
  br label %ld_next24
ld_next24:
  %v142 = phi float [ %v141, %ld23 ], [ 0x0000000000000000, %ld_edge21 ]
  %v143 = add i64 %v115, %v113
  %v144 = add i64 %v112, 1
  %v145 = icmp ult i64 %v144, %v114
  %v146 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v143
  br i1 %v145, label %ld25, label %ld_next26
ld25:
  %v147 = load float, float addrspace(1)* %v146, align 4
  br label %ld_next26
ld_next26:
  %v148 = phi float [ %v147, %ld25 ], [ 0x0000000000000000, %ld_next24 ]
  %v149 = mul i64 2, %v113
  %v150 = add i64 %v115, %v149
  %v151 = add i64 %v112, 2
  %v152 = icmp ult i64 %v151, %v114
  %v153 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v150
  br i1 %v152, label %ld27, label %ld_next28
ld27:
  %v154 = load float, float addrspace(1)* %v153, align 4
  br label %ld_next28
ld_next28:
  %v155 = phi float [ %v154, %ld27 ], [ 0x0000000000000000, %ld_next26 ]
  %v156 = mul i64 3, %v113
  %v157 = add i64 %v115, %v156
  %v158 = add i64 %v112, 3
  %v159 = icmp ult i64 %v158, %v114
  %v160 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v157
  br i1 %v159, label %ld29, label %ld_next30
ld29:
  %v161 = load float, float addrspace(1)* %v160, align 4
  br label %ld_next30
ld_next30:
  %v162 = phi float [ %v161, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  br label %ld_done22
st_owner31:
  br i1 %v184, label %st_full33, label %st_edge34
join32:
  ret void
st_full33:
  %v190 = icmp ult i64 %v177, %v179
  %v191 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v180
  store float %v163, float addrspace(1)* %v191, align 4
  %v192 = add i64 %v180, %v178
  %v193 = add i64 %v177, 1
  %v194 = icmp ult i64 %v193, %v179
  %v195 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v192
  store float %v164, float addrspace(1)* %v195, align 4
  %v196 = mul i64 2, %v178
  %v197 = add i64 %v180, %v196
  %v198 = add i64 %v177, 2
  %v199 = icmp ult i64 %v198, %v179
  %v200 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v197
  store float %v165, float addrspace(1)* %v200, align 4
  %v201 = mul i64 3, %v178
  %v202 = add i64 %v180, %v201
  %v203 = add i64 %v177, 3
  %v204 = icmp ult i64 %v203, %v179
  %v205 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v202
  store float %v166, float addrspace(1)* %v205, align 4
  br label %st_done35
st_edge34:
  %v206 = icmp ult i64 %v177, %v179
  %v207 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v180
  br i1 %v206, label %st36, label %join37
st_done35:
  br label %join32
st36:
  store float %v163, float addrspace(1)* %v207, align 4
  br label %join37
join37:
  %v208 = add i64 %v180, %v178
  %v209 = add i64 %v177, 1
  %v210 = icmp ult i64 %v209, %v179
  %v211 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v208
  br i1 %v210, label %st38, label %join39
st38:
  store float %v164, float addrspace(1)* %v211, align 4
  br label %join39
join39:
  %v212 = mul i64 2, %v178
  %v213 = add i64 %v180, %v212
  %v214 = add i64 %v177, 2
  %v215 = icmp ult i64 %v214, %v179
  %v216 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v213
  br i1 %v215, label %st40, label %join41
st40:
  store float %v165, float addrspace(1)* %v216, align 4
  br label %join41
join41:
  %v217 = mul i64 3, %v178
  %v218 = add i64 %v180, %v217
  %v219 = add i64 %v177, 3
  %v220 = icmp ult i64 %v219, %v179
  %v221 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v218
  br i1 %v220, label %st42, label %join43
st42:
  store float %v166, float addrspace(1)* %v221, align 4
  br label %join43
join43:
  br label %st_done35
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.membar.gl()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32 addrspace(1)*, i32, i32)* @handoff, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32 addrspace(1)*, i32, i32)* @handoff, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
