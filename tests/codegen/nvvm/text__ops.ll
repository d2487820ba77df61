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
; not lowered: the nvvm back end does not lower parameter `f8` in `casts`: f8e4m3 values (fp8) yet; run this kernel with --backend tileir

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


define void @search(float addrspace(1)* noalias %p0, i32 %p1, i32 %p2, i32 addrspace(1)* noalias %p3, i32 %p4, i32 %p5, float %p6) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  br label %loop1
loop1:
  %v4 = phi i32 [ 0, %entry0 ], [ %v151, %join18 ]
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
  %v91 = phi i32 [ %v4, %then14 ]
  %v152 = sext i32 %p5 to i64
  %v153 = zext i32 %p4 to i64
  %v154 = icmp sle i64 1, %v153
  %v155 = icmp sge i64 0, 0
  %v156 = and i1 %v154, %v155
  %v157 = and i32 %v2, 31
  %v158 = icmp eq i32 %v157, 0
  %v159 = and i32 %v3, 3
  %v160 = icmp eq i32 %v159, 0
  %v161 = and i1 %v158, %v160
  br i1 %v161, label %st_owner30, label %join31
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
  %v90 = fcmp ogt float %v89, %p6
  br i1 %v90, label %then14, label %else15
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
then14:
  br label %endloop2
else15:
  br label %endif16
endif16:
  %v92 = and i32 %v2, 1
  %v93 = shl i32 %v92, 2
  %v94 = lshr i32 %v2, 1
  %v95 = and i32 %v94, 1
  %v96 = shl i32 %v95, 3
  %v97 = or i32 %v93, %v96
  %v98 = lshr i32 %v2, 2
  %v99 = and i32 %v98, 1
  %v100 = shl i32 %v99, 4
  %v101 = or i32 %v97, %v100
  %v102 = and i32 %v101, 31
  %v103 = sext i32 %v4 to i64
  %v104 = mul i64 %v103, 32
  %v105 = zext i32 %v102 to i64
  %v106 = add i64 %v104, %v105
  %v107 = sext i32 %p2 to i64
  %v108 = zext i32 %p1 to i64
  %v109 = mul i64 %v106, %v107
  %v110 = add i64 %v104, 32
  %v111 = icmp sle i64 %v110, %v108
  %v112 = icmp sge i64 %v103, 0
  %v113 = and i1 %v111, %v112
  %v114 = and i32 %v2, 24
  %v115 = icmp eq i32 %v114, 0
  %v116 = and i32 %v3, 3
  %v117 = icmp eq i32 %v116, 0
  %v118 = and i1 %v115, %v117
  br i1 %v118, label %st_owner17, label %join18
st_owner17:
  br i1 %v113, label %st_full19, label %st_edge20
join18:
  %v151 = add i32 %v4, 1
  br label %loop1
st_full19:
  %v119 = icmp ult i64 %v106, %v108
  %v120 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v109
  store float %v71, float addrspace(1)* %v120, align 4
  %v121 = add i64 %v109, %v107
  %v122 = add i64 %v106, 1
  %v123 = icmp ult i64 %v122, %v108
  %v124 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v121
  store float %v72, float addrspace(1)* %v124, align 4
  %v125 = mul i64 2, %v107
  %v126 = add i64 %v109, %v125
  %v127 = add i64 %v106, 2
  %v128 = icmp ult i64 %v127, %v108
  %v129 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v126
  store float %v73, float addrspace(1)* %v129, align 4
  %v130 = mul i64 3, %v107
  %v131 = add i64 %v109, %v130
  %v132 = add i64 %v106, 3
  %v133 = icmp ult i64 %v132, %v108
  %v134 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v131
  store float %v74, float addrspace(1)* %v134, align 4
  br label %st_done21
st_edge20:
  %v135 = icmp ult i64 %v106, %v108
  %v136 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v109
  br i1 %v135, label %st22, label %join23
st_done21:
  br label %join18
st22:
  store float %v71, float addrspace(1)* %v136, align 4
  br label %join23
join23:
  %v137 = add i64 %v109, %v107
  %v138 = add i64 %v106, 1
  %v139 = icmp ult i64 %v138, %v108
  %v140 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v137
  br i1 %v139, label %st24, label %join25
st24:
  store float %v72, float addrspace(1)* %v140, align 4
  br label %join25
join25:
  %v141 = mul i64 2, %v107
  %v142 = add i64 %v109, %v141
  %v143 = add i64 %v106, 2
  %v144 = icmp ult i64 %v143, %v108
  %v145 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v142
  br i1 %v144, label %st26, label %join27
st26:
  store float %v73, float addrspace(1)* %v145, align 4
  br label %join27
join27:
  %v146 = mul i64 3, %v107
  %v147 = add i64 %v109, %v146
  %v148 = add i64 %v106, 3
  %v149 = icmp ult i64 %v148, %v108
  %v150 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v147
  br i1 %v149, label %st28, label %join29
st28:
  store float %v74, float addrspace(1)* %v150, align 4
  br label %join29
join29:
  br label %st_done21
st_owner30:
  br i1 %v156, label %st_full32, label %st_edge33
join31:
  ret void
st_full32:
  %v162 = icmp ult i64 0, %v153
  %v163 = getelementptr inbounds i32, i32 addrspace(1)* %p3, i64 0
  store i32 %v91, i32 addrspace(1)* %v163, align 4
  br label %st_done34
st_edge33:
  %v164 = icmp ult i64 0, %v153
  %v165 = getelementptr inbounds i32, i32 addrspace(1)* %p3, i64 0
  br i1 %v164, label %st35, label %join36
st_done34:
  br label %join31
st35:
  store i32 %v91, i32 addrspace(1)* %v165, align 4
  br label %join36
join36:
  br label %st_done34
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

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
