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
  %v47 = bitcast float 0x7FF8000000000000 to i32
  %v48 = icmp ult i64 %v23, %v24
  %v49 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v23
  %v50 = ptrtoint float addrspace(1)* %v49 to i64
  %v51 = zext i1 %v48 to i32
  %v52 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v50, i32 %v51, i32 %v47)
  %v53 = bitcast i32 %v52 to float
  %v54 = add i64 %v23, 1
  %v55 = add i64 %v23, 1
  %v56 = icmp ult i64 %v55, %v24
  %v57 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v54
  %v58 = ptrtoint float addrspace(1)* %v57 to i64
  %v59 = zext i1 %v56 to i32
  %v60 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v58, i32 %v59, i32 %v47)
  %v61 = bitcast i32 %v60 to float
  %v62 = add i64 %v23, 2
  %v63 = add i64 %v23, 2
  %v64 = icmp ult i64 %v63, %v24
  %v65 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v62
  %v66 = ptrtoint float addrspace(1)* %v65 to i64
  %v67 = zext i1 %v64 to i32
  %v68 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v66, i32 %v67, i32 %v47)
  %v69 = bitcast i32 %v68 to float
  %v70 = add i64 %v23, 3
  %v71 = add i64 %v23, 3
  %v72 = icmp ult i64 %v71, %v24
  %v73 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v70
  %v74 = ptrtoint float addrspace(1)* %v73 to i64
  %v75 = zext i1 %v72 to i32
  %v76 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v74, i32 %v75, i32 %v47)
  %v77 = bitcast i32 %v76 to float
  br label %ld_done3
ld_done3:
  %v78 = phi float [ %v31, %ld_full1 ], [ %v53, %ld_edge2 ]
  %v79 = phi float [ %v36, %ld_full1 ], [ %v61, %ld_edge2 ]
  %v80 = phi float [ %v41, %ld_full1 ], [ %v69, %ld_edge2 ]
  %v81 = phi float [ %v46, %ld_full1 ], [ %v77, %ld_edge2 ]
  %v82 = fsub float 0x8000000000000000, %v78
  %v83 = fsub float 0x8000000000000000, %v79
  %v84 = fsub float 0x8000000000000000, %v80
  %v85 = fsub float 0x8000000000000000, %v81
  %v86 = call float @__nv_fabsf(float %v82)
  %v87 = call float @__nv_fabsf(float %v83)
  %v88 = call float @__nv_fabsf(float %v84)
  %v89 = call float @__nv_fabsf(float %v85)
  %v90 = call float @__nv_exp2f(float %v86)
  %v91 = call float @__nv_exp2f(float %v87)
  %v92 = call float @__nv_exp2f(float %v88)
  %v93 = call float @__nv_exp2f(float %v89)
  %v94 = call float @__nv_logf(float %v90)
  %v95 = call float @__nv_logf(float %v91)
  %v96 = call float @__nv_logf(float %v92)
  %v97 = call float @__nv_logf(float %v93)
  %v98 = call float @__nv_log2f(float %v94)
  %v99 = call float @__nv_log2f(float %v95)
  %v100 = call float @__nv_log2f(float %v96)
  %v101 = call float @__nv_log2f(float %v97)
  %v102 = call float @llvm.sqrt.f32(float %v98)
  %v103 = call float @llvm.sqrt.f32(float %v99)
  %v104 = call float @llvm.sqrt.f32(float %v100)
  %v105 = call float @llvm.sqrt.f32(float %v101)
  %v106 = call float @__nv_sinf(float %v102)
  %v107 = call float @__nv_sinf(float %v103)
  %v108 = call float @__nv_sinf(float %v104)
  %v109 = call float @__nv_sinf(float %v105)
  %v110 = call float @__nv_cosf(float %v106)
  %v111 = call float @__nv_cosf(float %v107)
  %v112 = call float @__nv_cosf(float %v108)
  %v113 = call float @__nv_cosf(float %v109)
  %v114 = call float @__nv_tanf(float %v110)
  %v115 = call float @__nv_tanf(float %v111)
  %v116 = call float @__nv_tanf(float %v112)
  %v117 = call float @__nv_tanf(float %v113)
  %v118 = call float @__nv_tanhf(float %v114)
  %v119 = call float @__nv_tanhf(float %v115)
  %v120 = call float @__nv_tanhf(float %v116)
  %v121 = call float @__nv_tanhf(float %v117)
  %v122 = call float @__nv_floorf(float %v118)
  %v123 = call float @__nv_floorf(float %v119)
  %v124 = call float @__nv_floorf(float %v120)
  %v125 = call float @__nv_floorf(float %v121)
  %v126 = call float @__nv_ceilf(float %v122)
  %v127 = call float @__nv_ceilf(float %v123)
  %v128 = call float @__nv_ceilf(float %v124)
  %v129 = call float @__nv_ceilf(float %v125)
  %v130 = call float @__nv_powf(float %v126, float %v78)
  %v131 = call float @__nv_powf(float %v127, float %v79)
  %v132 = call float @__nv_powf(float %v128, float %v80)
  %v133 = call float @__nv_powf(float %v129, float %v81)
  %v134 = fdiv float %v130, %v78
  %v135 = call float @__nv_floorf(float %v134)
  %v136 = fdiv float %v131, %v79
  %v137 = call float @__nv_floorf(float %v136)
  %v138 = fdiv float %v132, %v80
  %v139 = call float @__nv_floorf(float %v138)
  %v140 = fdiv float %v133, %v81
  %v141 = call float @__nv_floorf(float %v140)
  %v142 = call float @__nv_fmodf(float %v135, float %v78)
  %v143 = fcmp olt float %v142, 0x0000000000000000
  %v144 = fcmp olt float %v78, 0x0000000000000000
  %v145 = xor i1 %v143, %v144
  %v146 = fcmp une float %v142, 0x0000000000000000
  %v147 = and i1 %v145, %v146
  %v148 = fadd float %v142, %v78
  %v149 = select i1 %v147, float %v148, float %v142
  %v150 = call float @__nv_copysignf(float 0x0000000000000000, float %v78)
  %v151 = fcmp oeq float %v149, 0x0000000000000000
  %v152 = select i1 %v151, float %v150, float %v149
  %v153 = call float @__nv_fmodf(float %v137, float %v79)
  %v154 = fcmp olt float %v153, 0x0000000000000000
  %v155 = fcmp olt float %v79, 0x0000000000000000
  %v156 = xor i1 %v154, %v155
  %v157 = fcmp une float %v153, 0x0000000000000000
  %v158 = and i1 %v156, %v157
  %v159 = fadd float %v153, %v79
  %v160 = select i1 %v158, float %v159, float %v153
  %v161 = call float @__nv_copysignf(float 0x0000000000000000, float %v79)
  %v162 = fcmp oeq float %v160, 0x0000000000000000
  %v163 = select i1 %v162, float %v161, float %v160
  %v164 = call float @__nv_fmodf(float %v139, float %v80)
  %v165 = fcmp olt float %v164, 0x0000000000000000
  %v166 = fcmp olt float %v80, 0x0000000000000000
  %v167 = xor i1 %v165, %v166
  %v168 = fcmp une float %v164, 0x0000000000000000
  %v169 = and i1 %v167, %v168
  %v170 = fadd float %v164, %v80
  %v171 = select i1 %v169, float %v170, float %v164
  %v172 = call float @__nv_copysignf(float 0x0000000000000000, float %v80)
  %v173 = fcmp oeq float %v171, 0x0000000000000000
  %v174 = select i1 %v173, float %v172, float %v171
  %v175 = call float @__nv_fmodf(float %v141, float %v81)
  %v176 = fcmp olt float %v175, 0x0000000000000000
  %v177 = fcmp olt float %v81, 0x0000000000000000
  %v178 = xor i1 %v176, %v177
  %v179 = fcmp une float %v175, 0x0000000000000000
  %v180 = and i1 %v178, %v179
  %v181 = fadd float %v175, %v81
  %v182 = select i1 %v180, float %v181, float %v175
  %v183 = call float @__nv_copysignf(float 0x0000000000000000, float %v81)
  %v184 = fcmp oeq float %v182, 0x0000000000000000
  %v185 = select i1 %v184, float %v183, float %v182
  %v186 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v152, float %v78)
  %v187 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v163, float %v79)
  %v188 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v174, float %v80)
  %v189 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v185, float %v81)
  %v190 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v186, float %v78)
  %v191 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v187, float %v79)
  %v192 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v188, float %v80)
  %v193 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v189, float %v81)
  %v194 = fcmp une float %v190, %v78
  %v195 = fcmp une float %v191, %v79
  %v196 = fcmp une float %v192, %v80
  %v197 = fcmp une float %v193, %v81
  %v198 = fcmp ole float %v190, %v78
  %v199 = fcmp ole float %v191, %v79
  %v200 = fcmp ole float %v192, %v80
  %v201 = fcmp ole float %v193, %v81
  %v202 = and i1 %v194, %v198
  %v203 = and i1 %v195, %v199
  %v204 = and i1 %v196, %v200
  %v205 = and i1 %v197, %v201
  %v206 = xor i1 %v202, true
  %v207 = xor i1 %v203, true
  %v208 = xor i1 %v204, true
  %v209 = xor i1 %v205, true
  %v210 = select i1 %v206, float %v190, float %v78
  %v211 = select i1 %v207, float %v191, float %v79
  %v212 = select i1 %v208, float %v192, float %v80
  %v213 = select i1 %v209, float %v193, float %v81
  call void @llvm.nvvm.barrier0()
  %v214 = and i32 %v2, 1
  %v215 = shl i32 %v214, 2
  %v216 = lshr i32 %v2, 1
  %v217 = and i32 %v216, 1
  %v218 = shl i32 %v217, 3
  %v219 = or i32 %v215, %v218
  %v220 = lshr i32 %v2, 2
  %v221 = and i32 %v220, 1
  %v222 = shl i32 %v221, 4
  %v223 = or i32 %v219, %v222
  %v224 = lshr i32 %v2, 3
  %v225 = and i32 %v224, 1
  %v226 = shl i32 %v225, 5
  %v227 = or i32 %v223, %v226
  %v228 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v229 = getelementptr inbounds float, float addrspace(3)* %v228, i32 %v227
  store float %v210, float addrspace(3)* %v229, align 4
  %v230 = or i32 %v227, 1
  %v231 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v232 = getelementptr inbounds float, float addrspace(3)* %v231, i32 %v230
  store float %v211, float addrspace(3)* %v232, align 4
  %v233 = or i32 %v227, 2
  %v234 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v235 = getelementptr inbounds float, float addrspace(3)* %v234, i32 %v233
  store float %v212, float addrspace(3)* %v235, align 4
  %v236 = or i32 %v227, 3
  %v237 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v238 = getelementptr inbounds float, float addrspace(3)* %v237, i32 %v236
  store float %v213, float addrspace(3)* %v238, align 4
  call void @llvm.nvvm.barrier0()
  %v239 = and i32 %v2, 1
  %v240 = shl i32 %v239, 2
  %v241 = lshr i32 %v2, 1
  %v242 = and i32 %v241, 1
  %v243 = shl i32 %v242, 3
  %v244 = or i32 %v240, %v243
  %v245 = lshr i32 %v2, 2
  %v246 = and i32 %v245, 1
  %v247 = shl i32 %v246, 4
  %v248 = or i32 %v244, %v247
  %v249 = lshr i32 %v2, 3
  %v250 = and i32 %v249, 1
  %v251 = shl i32 %v250, 5
  %v252 = or i32 %v248, %v251
  %v253 = and i32 %v252, 63
  %v254 = add i32 %v253, 1
  %v255 = add i32 %v253, 2
  %v256 = add i32 %v253, 3
  br label %scan4
scan4:
  %v257 = phi i32 [ 0, %ld_done3 ], [ %v287, %scan4 ]
  %v258 = phi float [ 0x0000000000000000, %ld_done3 ], [ %v268, %scan4 ]
  %v259 = phi float [ 0x0000000000000000, %ld_done3 ], [ %v274, %scan4 ]
  %v260 = phi float [ 0x0000000000000000, %ld_done3 ], [ %v280, %scan4 ]
  %v261 = phi float [ 0x0000000000000000, %ld_done3 ], [ %v286, %scan4 ]
  %v262 = sub i32 63, %v257
  %v263 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v264 = getelementptr inbounds float, float addrspace(3)* %v263, i32 %v262
  %v265 = load float, float addrspace(3)* %v264, align 4
  %v266 = fadd float %v258, %v265
  %v267 = icmp sge i32 %v262, %v253
  %v268 = select i1 %v267, float %v266, float %v258
  %v269 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v270 = getelementptr inbounds float, float addrspace(3)* %v269, i32 %v262
  %v271 = load float, float addrspace(3)* %v270, align 4
  %v272 = fadd float %v259, %v271
  %v273 = icmp sge i32 %v262, %v254
  %v274 = select i1 %v273, float %v272, float %v259
  %v275 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v276 = getelementptr inbounds float, float addrspace(3)* %v275, i32 %v262
  %v277 = load float, float addrspace(3)* %v276, align 4
  %v278 = fadd float %v260, %v277
  %v279 = icmp sge i32 %v262, %v255
  %v280 = select i1 %v279, float %v278, float %v260
  %v281 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v282 = getelementptr inbounds float, float addrspace(3)* %v281, i32 %v262
  %v283 = load float, float addrspace(3)* %v282, align 4
  %v284 = fadd float %v261, %v283
  %v285 = icmp sge i32 %v262, %v256
  %v286 = select i1 %v285, float %v284, float %v261
  %v287 = add i32 %v257, 1
  %v288 = icmp slt i32 %v287, 64
  br i1 %v288, label %scan4, label %scanned5
scanned5:
  call void @llvm.nvvm.barrier0()
  %v289 = and i32 %v2, 1
  %v290 = shl i32 %v289, 2
  %v291 = lshr i32 %v2, 1
  %v292 = and i32 %v291, 1
  %v293 = shl i32 %v292, 3
  %v294 = or i32 %v290, %v293
  %v295 = lshr i32 %v2, 2
  %v296 = and i32 %v295, 1
  %v297 = shl i32 %v296, 4
  %v298 = or i32 %v294, %v297
  %v299 = lshr i32 %v2, 3
  %v300 = and i32 %v299, 1
  %v301 = shl i32 %v300, 5
  %v302 = or i32 %v298, %v301
  %v303 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v304 = getelementptr inbounds float, float addrspace(3)* %v303, i32 %v302
  store float %v268, float addrspace(3)* %v304, align 4
  %v305 = or i32 %v302, 1
  %v306 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v307 = getelementptr inbounds float, float addrspace(3)* %v306, i32 %v305
  store float %v274, float addrspace(3)* %v307, align 4
  %v308 = or i32 %v302, 2
  %v309 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v310 = getelementptr inbounds float, float addrspace(3)* %v309, i32 %v308
  store float %v280, float addrspace(3)* %v310, align 4
  %v311 = or i32 %v302, 3
  %v312 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v313 = getelementptr inbounds float, float addrspace(3)* %v312, i32 %v311
  store float %v286, float addrspace(3)* %v313, align 4
  call void @llvm.nvvm.barrier0()
  %v314 = and i32 %v2, 1
  %v315 = shl i32 %v314, 2
  %v316 = lshr i32 %v2, 1
  %v317 = and i32 %v316, 1
  %v318 = shl i32 %v317, 3
  %v319 = or i32 %v315, %v318
  %v320 = lshr i32 %v2, 2
  %v321 = and i32 %v320, 1
  %v322 = shl i32 %v321, 4
  %v323 = or i32 %v319, %v322
  %v324 = lshr i32 %v2, 3
  %v325 = and i32 %v324, 1
  %v326 = shl i32 %v325, 5
  %v327 = or i32 %v323, %v326
  %v328 = and i32 %v327, 63
  %v329 = add i32 %v328, 1
  %v330 = add i32 %v328, 2
  %v331 = add i32 %v328, 3
  br label %scan6
scan6:
  %v332 = phi i32 [ 0, %scanned5 ], [ %v361, %scan6 ]
  %v333 = phi float [ 0x3FF0000000000000, %scanned5 ], [ %v342, %scan6 ]
  %v334 = phi float [ 0x3FF0000000000000, %scanned5 ], [ %v348, %scan6 ]
  %v335 = phi float [ 0x3FF0000000000000, %scanned5 ], [ %v354, %scan6 ]
  %v336 = phi float [ 0x3FF0000000000000, %scanned5 ], [ %v360, %scan6 ]
  %v337 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v338 = getelementptr inbounds float, float addrspace(3)* %v337, i32 %v332
  %v339 = load float, float addrspace(3)* %v338, align 4
  %v340 = fmul float %v333, %v339
  %v341 = icmp sle i32 %v332, %v328
  %v342 = select i1 %v341, float %v340, float %v333
  %v343 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v344 = getelementptr inbounds float, float addrspace(3)* %v343, i32 %v332
  %v345 = load float, float addrspace(3)* %v344, align 4
  %v346 = fmul float %v334, %v345
  %v347 = icmp sle i32 %v332, %v329
  %v348 = select i1 %v347, float %v346, float %v334
  %v349 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v350 = getelementptr inbounds float, float addrspace(3)* %v349, i32 %v332
  %v351 = load float, float addrspace(3)* %v350, align 4
  %v352 = fmul float %v335, %v351
  %v353 = icmp sle i32 %v332, %v330
  %v354 = select i1 %v353, float %v352, float %v335
  %v355 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v356 = getelementptr inbounds float, float addrspace(3)* %v355, i32 %v332
  %v357 = load float, float addrspace(3)* %v356, align 4
  %v358 = fmul float %v336, %v357
  %v359 = icmp sle i32 %v332, %v331
  %v360 = select i1 %v359, float %v358, float %v336
  %v361 = add i32 %v332, 1
  %v362 = icmp slt i32 %v361, 64
  br i1 %v362, label %scan6, label %scanned7
scanned7:
  %v363 = and i32 %v2, 1
  %v364 = shl i32 %v363, 2
  %v365 = lshr i32 %v2, 1
  %v366 = and i32 %v365, 1
  %v367 = shl i32 %v366, 3
  %v368 = or i32 %v364, %v367
  %v369 = lshr i32 %v2, 2
  %v370 = and i32 %v369, 1
  %v371 = shl i32 %v370, 4
  %v372 = or i32 %v368, %v371
  %v373 = lshr i32 %v2, 3
  %v374 = and i32 %v373, 1
  %v375 = shl i32 %v374, 5
  %v376 = or i32 %v372, %v375
  %v377 = and i32 %v376, 63
  %v378 = sext i32 %v4 to i64
  %v379 = mul i64 %v378, 64
  %v380 = zext i32 %v377 to i64
  %v381 = add i64 %v379, %v380
  %v382 = zext i32 %p4 to i64
  %v383 = add i64 %v379, 64
  %v384 = icmp sle i64 %v383, %v382
  %v385 = icmp sge i64 %v378, 0
  %v386 = and i1 %v384, %v385
  %v387 = and i32 %v2, 16
  %v388 = icmp eq i32 %v387, 0
  %v389 = and i32 %v3, 3
  %v390 = icmp eq i32 %v389, 0
  %v391 = and i1 %v388, %v390
  br i1 %v391, label %st_owner8, label %join9
st_owner8:
  br i1 %v386, label %st_full10, label %st_edge11
join9:
  ret void
st_full10:
  %v392 = icmp ult i64 %v381, %v382
  %v393 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v381
  store float %v342, float addrspace(1)* %v393, align 4
  %v394 = add i64 %v381, 1
  %v395 = add i64 %v381, 1
  %v396 = icmp ult i64 %v395, %v382
  %v397 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v394
  store float %v348, float addrspace(1)* %v397, align 4
  %v398 = add i64 %v381, 2
  %v399 = add i64 %v381, 2
  %v400 = icmp ult i64 %v399, %v382
  %v401 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v398
  store float %v354, float addrspace(1)* %v401, align 4
  %v402 = add i64 %v381, 3
  %v403 = add i64 %v381, 3
  %v404 = icmp ult i64 %v403, %v382
  %v405 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v402
  store float %v360, float addrspace(1)* %v405, align 4
  br label %st_done12
st_edge11:
  %v406 = icmp ult i64 %v381, %v382
  %v407 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v381
  br i1 %v406, label %st13, label %join14
st_done12:
  br label %join9
st13:
  store float %v342, float addrspace(1)* %v407, align 4
  br label %join14
join14:
  %v408 = add i64 %v381, 1
  %v409 = add i64 %v381, 1
  %v410 = icmp ult i64 %v409, %v382
  %v411 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v408
  br i1 %v410, label %st15, label %join16
st15:
  store float %v348, float addrspace(1)* %v411, align 4
  br label %join16
join16:
  %v412 = add i64 %v381, 2
  %v413 = add i64 %v381, 2
  %v414 = icmp ult i64 %v413, %v382
  %v415 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v412
  br i1 %v414, label %st17, label %join18
st17:
  store float %v354, float addrspace(1)* %v415, align 4
  br label %join18
join18:
  %v416 = add i64 %v381, 3
  %v417 = add i64 %v381, 3
  %v418 = icmp ult i64 %v417, %v382
  %v419 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v416
  br i1 %v418, label %st19, label %join20
st19:
  store float %v360, float addrspace(1)* %v419, align 4
  br label %join20
join20:
  br label %st_done12
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
  %v90 = ptrtoint i32 addrspace(1)* %v89 to i64
  %v91 = zext i1 %v88 to i32
  %v92 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v90, i32 %v91, i32 0)
  %v93 = icmp ult i64 %v37, %v39
  %v94 = add i64 %v52, %v49
  %v95 = add i64 %v48, 1
  %v96 = icmp ult i64 %v95, %v50
  %v97 = and i1 %v93, %v96
  %v98 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v94
  %v99 = ptrtoint i32 addrspace(1)* %v98 to i64
  %v100 = zext i1 %v97 to i32
  %v101 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v99, i32 %v100, i32 0)
  %v102 = icmp ult i64 %v37, %v39
  %v103 = mul i64 2, %v49
  %v104 = add i64 %v52, %v103
  %v105 = add i64 %v48, 2
  %v106 = icmp ult i64 %v105, %v50
  %v107 = and i1 %v102, %v106
  %v108 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v104
  %v109 = ptrtoint i32 addrspace(1)* %v108 to i64
  %v110 = zext i1 %v107 to i32
  %v111 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v109, i32 %v110, i32 0)
  %v112 = icmp ult i64 %v37, %v39
  %v113 = mul i64 3, %v49
  %v114 = add i64 %v52, %v113
  %v115 = add i64 %v48, 3
  %v116 = icmp ult i64 %v115, %v50
  %v117 = and i1 %v112, %v116
  %v118 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v114
  %v119 = ptrtoint i32 addrspace(1)* %v118 to i64
  %v120 = zext i1 %v117 to i32
  %v121 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v119, i32 %v120, i32 0)
  br label %ld_done3
ld_done3:
  %v122 = phi i32 [ %v62, %ld_full1 ], [ %v92, %ld_edge2 ]
  %v123 = phi i32 [ %v69, %ld_full1 ], [ %v101, %ld_edge2 ]
  %v124 = phi i32 [ %v77, %ld_full1 ], [ %v111, %ld_edge2 ]
  %v125 = phi i32 [ %v85, %ld_full1 ], [ %v121, %ld_edge2 ]
  %v126 = and i32 %v2, 1
  %v127 = shl i32 %v126, 2
  %v128 = lshr i32 %v2, 1
  %v129 = and i32 %v128, 1
  %v130 = shl i32 %v129, 3
  %v131 = or i32 %v127, %v130
  %v132 = lshr i32 %v2, 2
  %v133 = and i32 %v132, 1
  %v134 = shl i32 %v133, 4
  %v135 = or i32 %v131, %v134
  %v136 = lshr i32 %v2, 3
  %v137 = and i32 %v136, 1
  %v138 = shl i32 %v137, 5
  %v139 = or i32 %v135, %v138
  %v140 = lshr i32 %v2, 4
  %v141 = and i32 %v140, 1
  %v142 = shl i32 %v141, 6
  %v143 = or i32 %v139, %v142
  %v144 = and i32 %v3, 1
  %v145 = shl i32 %v144, 7
  %v146 = or i32 %v143, %v145
  %v147 = lshr i32 %v3, 1
  %v148 = and i32 %v147, 1
  %v149 = shl i32 %v148, 8
  %v150 = or i32 %v146, %v149
  %v151 = lshr i32 %v150, 5
  %v152 = and i32 %v151, 15
  %v153 = and i32 %v150, 31
  %v154 = sext i32 %v4 to i64
  %v155 = mul i64 %v154, 16
  %v156 = zext i32 %v152 to i64
  %v157 = add i64 %v155, %v156
  %v158 = sext i32 %p8 to i64
  %v159 = zext i32 %p6 to i64
  %v160 = mul i64 %v157, %v158
  %v161 = add i64 %v155, 16
  %v162 = icmp sle i64 %v161, %v159
  %v163 = icmp sge i64 %v154, 0
  %v164 = and i1 %v162, %v163
  %v165 = sext i32 %v5 to i64
  %v166 = mul i64 %v165, 32
  %v167 = zext i32 %v153 to i64
  %v168 = add i64 %v166, %v167
  %v169 = sext i32 %p9 to i64
  %v170 = zext i32 %p7 to i64
  %v171 = mul i64 %v168, %v169
  %v172 = add i64 %v160, %v171
  %v173 = add i64 %v166, 32
  %v174 = icmp sle i64 %v173, %v170
  %v175 = icmp sge i64 %v165, 0
  %v176 = and i1 %v174, %v175
  %v177 = and i1 %v164, %v176
  br i1 %v177, label %ld_full4, label %ld_edge5
ld_full4:
  %v178 = icmp ult i64 %v157, %v159
  %v179 = icmp ult i64 %v168, %v170
  %v180 = and i1 %v178, %v179
  %v181 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v172
  %v182 = load i32, i32 addrspace(1)* %v181, align 4
  %v183 = icmp ult i64 %v157, %v159
  %v184 = add i64 %v172, %v169
  %v185 = add i64 %v168, 1
  %v186 = icmp ult i64 %v185, %v170
  %v187 = and i1 %v183, %v186
  %v188 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v184
  %v189 = load i32, i32 addrspace(1)* %v188, align 4
  %v190 = icmp ult i64 %v157, %v159
  %v191 = mul i64 2, %v169
  %v192 = add i64 %v172, %v191
  %v193 = add i64 %v168, 2
  %v194 = icmp ult i64 %v193, %v170
  %v195 = and i1 %v190, %v194
  %v196 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v192
  %v197 = load i32, i32 addrspace(1)* %v196, align 4
  %v198 = icmp ult i64 %v157, %v159
  %v199 = mul i64 3, %v169
  %v200 = add i64 %v172, %v199
  %v201 = add i64 %v168, 3
  %v202 = icmp ult i64 %v201, %v170
  %v203 = and i1 %v198, %v202
  %v204 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v200
  %v205 = load i32, i32 addrspace(1)* %v204, align 4
  br label %ld_done6
ld_edge5:
  %v206 = icmp ult i64 %v157, %v159
  %v207 = icmp ult i64 %v168, %v170
  %v208 = and i1 %v206, %v207
  %v209 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v172
  %v210 = ptrtoint i32 addrspace(1)* %v209 to i64
  %v211 = zext i1 %v208 to i32
  %v212 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v210, i32 %v211, i32 0)
  %v213 = icmp ult i64 %v157, %v159
  %v214 = add i64 %v172, %v169
  %v215 = add i64 %v168, 1
  %v216 = icmp ult i64 %v215, %v170
  %v217 = and i1 %v213, %v216
  %v218 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v214
  %v219 = ptrtoint i32 addrspace(1)* %v218 to i64
  %v220 = zext i1 %v217 to i32
  %v221 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v219, i32 %v220, i32 0)
  %v222 = icmp ult i64 %v157, %v159
  %v223 = mul i64 2, %v169
  %v224 = add i64 %v172, %v223
  %v225 = add i64 %v168, 2
  %v226 = icmp ult i64 %v225, %v170
  %v227 = and i1 %v222, %v226
  %v228 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v224
  %v229 = ptrtoint i32 addrspace(1)* %v228 to i64
  %v230 = zext i1 %v227 to i32
  %v231 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v229, i32 %v230, i32 0)
  %v232 = icmp ult i64 %v157, %v159
  %v233 = mul i64 3, %v169
  %v234 = add i64 %v172, %v233
  %v235 = add i64 %v168, 3
  %v236 = icmp ult i64 %v235, %v170
  %v237 = and i1 %v232, %v236
  %v238 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v234
  %v239 = ptrtoint i32 addrspace(1)* %v238 to i64
  %v240 = zext i1 %v237 to i32
  %v241 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v239, i32 %v240, i32 0)
  br label %ld_done6
ld_done6:
  %v242 = phi i32 [ %v182, %ld_full4 ], [ %v212, %ld_edge5 ]
  %v243 = phi i32 [ %v189, %ld_full4 ], [ %v221, %ld_edge5 ]
  %v244 = phi i32 [ %v197, %ld_full4 ], [ %v231, %ld_edge5 ]
  %v245 = phi i32 [ %v205, %ld_full4 ], [ %v241, %ld_edge5 ]
  %v246 = icmp eq i32 -3, 0
  %v247 = select i1 %v246, i32 1, i32 -3
  %v248 = icmp eq i32 -3, -1
  %v249 = select i1 %v248, i32 1, i32 %v247
  %v250 = sdiv i32 %v122, %v249
  %v251 = sub i32 0, %v250
  %v252 = select i1 %v248, i32 %v251, i32 %v250
  %v253 = srem i32 %v122, %v249
  %v254 = select i1 %v248, i32 0, i32 %v253
  %v255 = icmp ne i32 %v254, 0
  %v256 = xor i32 %v254, -3
  %v257 = icmp slt i32 %v256, 0
  %v258 = and i1 %v255, %v257
  %v259 = sub i32 %v252, 1
  %v260 = add i32 %v254, -3
  %v261 = select i1 %v258, i32 %v259, i32 %v252
  %v262 = select i1 %v258, i32 %v260, i32 %v254
  %v263 = select i1 %v246, i32 0, i32 %v261
  %v264 = icmp eq i32 -3, 0
  %v265 = select i1 %v264, i32 1, i32 -3
  %v266 = icmp eq i32 -3, -1
  %v267 = select i1 %v266, i32 1, i32 %v265
  %v268 = sdiv i32 %v123, %v267
  %v269 = sub i32 0, %v268
  %v270 = select i1 %v266, i32 %v269, i32 %v268
  %v271 = srem i32 %v123, %v267
  %v272 = select i1 %v266, i32 0, i32 %v271
  %v273 = icmp ne i32 %v272, 0
  %v274 = xor i32 %v272, -3
  %v275 = icmp slt i32 %v274, 0
  %v276 = and i1 %v273, %v275
  %v277 = sub i32 %v270, 1
  %v278 = add i32 %v272, -3
  %v279 = select i1 %v276, i32 %v277, i32 %v270
  %v280 = select i1 %v276, i32 %v278, i32 %v272
  %v281 = select i1 %v264, i32 0, i32 %v279
  %v282 = icmp eq i32 -3, 0
  %v283 = select i1 %v282, i32 1, i32 -3
  %v284 = icmp eq i32 -3, -1
  %v285 = select i1 %v284, i32 1, i32 %v283
  %v286 = sdiv i32 %v124, %v285
  %v287 = sub i32 0, %v286
  %v288 = select i1 %v284, i32 %v287, i32 %v286
  %v289 = srem i32 %v124, %v285
  %v290 = select i1 %v284, i32 0, i32 %v289
  %v291 = icmp ne i32 %v290, 0
  %v292 = xor i32 %v290, -3
  %v293 = icmp slt i32 %v292, 0
  %v294 = and i1 %v291, %v293
  %v295 = sub i32 %v288, 1
  %v296 = add i32 %v290, -3
  %v297 = select i1 %v294, i32 %v295, i32 %v288
  %v298 = select i1 %v294, i32 %v296, i32 %v290
  %v299 = select i1 %v282, i32 0, i32 %v297
  %v300 = icmp eq i32 -3, 0
  %v301 = select i1 %v300, i32 1, i32 -3
  %v302 = icmp eq i32 -3, -1
  %v303 = select i1 %v302, i32 1, i32 %v301
  %v304 = sdiv i32 %v125, %v303
  %v305 = sub i32 0, %v304
  %v306 = select i1 %v302, i32 %v305, i32 %v304
  %v307 = srem i32 %v125, %v303
  %v308 = select i1 %v302, i32 0, i32 %v307
  %v309 = icmp ne i32 %v308, 0
  %v310 = xor i32 %v308, -3
  %v311 = icmp slt i32 %v310, 0
  %v312 = and i1 %v309, %v311
  %v313 = sub i32 %v306, 1
  %v314 = add i32 %v308, -3
  %v315 = select i1 %v312, i32 %v313, i32 %v306
  %v316 = select i1 %v312, i32 %v314, i32 %v308
  %v317 = select i1 %v300, i32 0, i32 %v315
  %v318 = icmp eq i32 -3, 0
  %v319 = select i1 %v318, i32 1, i32 -3
  %v320 = icmp eq i32 -3, -1
  %v321 = select i1 %v320, i32 1, i32 %v319
  %v322 = sdiv i32 %v263, %v321
  %v323 = sub i32 0, %v322
  %v324 = select i1 %v320, i32 %v323, i32 %v322
  %v325 = srem i32 %v263, %v321
  %v326 = select i1 %v320, i32 0, i32 %v325
  %v327 = icmp ne i32 %v326, 0
  %v328 = xor i32 %v326, -3
  %v329 = icmp sge i32 %v328, 0
  %v330 = and i1 %v327, %v329
  %v331 = add i32 %v324, 1
  %v332 = select i1 %v330, i32 %v331, i32 %v324
  %v333 = select i1 %v318, i32 0, i32 %v332
  %v334 = icmp eq i32 -3, 0
  %v335 = select i1 %v334, i32 1, i32 -3
  %v336 = icmp eq i32 -3, -1
  %v337 = select i1 %v336, i32 1, i32 %v335
  %v338 = sdiv i32 %v281, %v337
  %v339 = sub i32 0, %v338
  %v340 = select i1 %v336, i32 %v339, i32 %v338
  %v341 = srem i32 %v281, %v337
  %v342 = select i1 %v336, i32 0, i32 %v341
  %v343 = icmp ne i32 %v342, 0
  %v344 = xor i32 %v342, -3
  %v345 = icmp sge i32 %v344, 0
  %v346 = and i1 %v343, %v345
  %v347 = add i32 %v340, 1
  %v348 = select i1 %v346, i32 %v347, i32 %v340
  %v349 = select i1 %v334, i32 0, i32 %v348
  %v350 = icmp eq i32 -3, 0
  %v351 = select i1 %v350, i32 1, i32 -3
  %v352 = icmp eq i32 -3, -1
  %v353 = select i1 %v352, i32 1, i32 %v351
  %v354 = sdiv i32 %v299, %v353
  %v355 = sub i32 0, %v354
  %v356 = select i1 %v352, i32 %v355, i32 %v354
  %v357 = srem i32 %v299, %v353
  %v358 = select i1 %v352, i32 0, i32 %v357
  %v359 = icmp ne i32 %v358, 0
  %v360 = xor i32 %v358, -3
  %v361 = icmp sge i32 %v360, 0
  %v362 = and i1 %v359, %v361
  %v363 = add i32 %v356, 1
  %v364 = select i1 %v362, i32 %v363, i32 %v356
  %v365 = select i1 %v350, i32 0, i32 %v364
  %v366 = icmp eq i32 -3, 0
  %v367 = select i1 %v366, i32 1, i32 -3
  %v368 = icmp eq i32 -3, -1
  %v369 = select i1 %v368, i32 1, i32 %v367
  %v370 = sdiv i32 %v317, %v369
  %v371 = sub i32 0, %v370
  %v372 = select i1 %v368, i32 %v371, i32 %v370
  %v373 = srem i32 %v317, %v369
  %v374 = select i1 %v368, i32 0, i32 %v373
  %v375 = icmp ne i32 %v374, 0
  %v376 = xor i32 %v374, -3
  %v377 = icmp sge i32 %v376, 0
  %v378 = and i1 %v375, %v377
  %v379 = add i32 %v372, 1
  %v380 = select i1 %v378, i32 %v379, i32 %v372
  %v381 = select i1 %v366, i32 0, i32 %v380
  %v382 = icmp eq i32 -3, 0
  %v383 = select i1 %v382, i32 1, i32 -3
  %v384 = icmp eq i32 -3, -1
  %v385 = select i1 %v384, i32 1, i32 %v383
  %v386 = sdiv i32 %v333, %v385
  %v387 = sub i32 0, %v386
  %v388 = select i1 %v384, i32 %v387, i32 %v386
  %v389 = srem i32 %v333, %v385
  %v390 = select i1 %v384, i32 0, i32 %v389
  %v391 = icmp ne i32 %v390, 0
  %v392 = xor i32 %v390, -3
  %v393 = icmp slt i32 %v392, 0
  %v394 = and i1 %v391, %v393
  %v395 = sub i32 %v388, 1
  %v396 = add i32 %v390, -3
  %v397 = select i1 %v394, i32 %v395, i32 %v388
  %v398 = select i1 %v394, i32 %v396, i32 %v390
  %v399 = select i1 %v382, i32 %v333, i32 %v398
  %v400 = icmp eq i32 -3, 0
  %v401 = select i1 %v400, i32 1, i32 -3
  %v402 = icmp eq i32 -3, -1
  %v403 = select i1 %v402, i32 1, i32 %v401
  %v404 = sdiv i32 %v349, %v403
  %v405 = sub i32 0, %v404
  %v406 = select i1 %v402, i32 %v405, i32 %v404
  %v407 = srem i32 %v349, %v403
  %v408 = select i1 %v402, i32 0, i32 %v407
  %v409 = icmp ne i32 %v408, 0
  %v410 = xor i32 %v408, -3
  %v411 = icmp slt i32 %v410, 0
  %v412 = and i1 %v409, %v411
  %v413 = sub i32 %v406, 1
  %v414 = add i32 %v408, -3
  %v415 = select i1 %v412, i32 %v413, i32 %v406
  %v416 = select i1 %v412, i32 %v414, i32 %v408
  %v417 = select i1 %v400, i32 %v349, i32 %v416
  %v418 = icmp eq i32 -3, 0
  %v419 = select i1 %v418, i32 1, i32 -3
  %v420 = icmp eq i32 -3, -1
  %v421 = select i1 %v420, i32 1, i32 %v419
  %v422 = sdiv i32 %v365, %v421
  %v423 = sub i32 0, %v422
  %v424 = select i1 %v420, i32 %v423, i32 %v422
  %v425 = srem i32 %v365, %v421
  %v426 = select i1 %v420, i32 0, i32 %v425
  %v427 = icmp ne i32 %v426, 0
  %v428 = xor i32 %v426, -3
  %v429 = icmp slt i32 %v428, 0
  %v430 = and i1 %v427, %v429
  %v431 = sub i32 %v424, 1
  %v432 = add i32 %v426, -3
  %v433 = select i1 %v430, i32 %v431, i32 %v424
  %v434 = select i1 %v430, i32 %v432, i32 %v426
  %v435 = select i1 %v418, i32 %v365, i32 %v434
  %v436 = icmp eq i32 -3, 0
  %v437 = select i1 %v436, i32 1, i32 -3
  %v438 = icmp eq i32 -3, -1
  %v439 = select i1 %v438, i32 1, i32 %v437
  %v440 = sdiv i32 %v381, %v439
  %v441 = sub i32 0, %v440
  %v442 = select i1 %v438, i32 %v441, i32 %v440
  %v443 = srem i32 %v381, %v439
  %v444 = select i1 %v438, i32 0, i32 %v443
  %v445 = icmp ne i32 %v444, 0
  %v446 = xor i32 %v444, -3
  %v447 = icmp slt i32 %v446, 0
  %v448 = and i1 %v445, %v447
  %v449 = sub i32 %v442, 1
  %v450 = add i32 %v444, -3
  %v451 = select i1 %v448, i32 %v449, i32 %v442
  %v452 = select i1 %v448, i32 %v450, i32 %v444
  %v453 = select i1 %v436, i32 %v381, i32 %v452
  %v454 = icmp slt i32 %v399, %v122
  %v455 = select i1 %v454, i32 %v399, i32 %v122
  %v456 = icmp slt i32 %v417, %v123
  %v457 = select i1 %v456, i32 %v417, i32 %v123
  %v458 = icmp slt i32 %v435, %v124
  %v459 = select i1 %v458, i32 %v435, i32 %v124
  %v460 = icmp slt i32 %v453, %v125
  %v461 = select i1 %v460, i32 %v453, i32 %v125
  %v462 = icmp sgt i32 %v455, %v122
  %v463 = select i1 %v462, i32 %v455, i32 %v122
  %v464 = icmp sgt i32 %v457, %v123
  %v465 = select i1 %v464, i32 %v457, i32 %v123
  %v466 = icmp sgt i32 %v459, %v124
  %v467 = select i1 %v466, i32 %v459, i32 %v124
  %v468 = icmp sgt i32 %v461, %v125
  %v469 = select i1 %v468, i32 %v461, i32 %v125
  %v470 = icmp slt i32 %v463, 0
  %v471 = sub i32 0, %v463
  %v472 = select i1 %v470, i32 %v471, i32 %v463
  %v473 = icmp slt i32 %v465, 0
  %v474 = sub i32 0, %v465
  %v475 = select i1 %v473, i32 %v474, i32 %v465
  %v476 = icmp slt i32 %v467, 0
  %v477 = sub i32 0, %v467
  %v478 = select i1 %v476, i32 %v477, i32 %v467
  %v479 = icmp slt i32 %v469, 0
  %v480 = sub i32 0, %v469
  %v481 = select i1 %v479, i32 %v480, i32 %v469
  %v482 = sub i32 0, %v472
  %v483 = sub i32 0, %v475
  %v484 = sub i32 0, %v478
  %v485 = sub i32 0, %v481
  %v486 = xor i32 %v482, -1
  %v487 = xor i32 %v483, -1
  %v488 = xor i32 %v484, -1
  %v489 = xor i32 %v485, -1
  %v490 = icmp ult i32 2, 32
  %v491 = select i1 %v490, i32 2, i32 0
  %v492 = shl i32 %v486, %v491
  %v493 = select i1 %v490, i32 %v492, i32 0
  %v494 = icmp ult i32 2, 32
  %v495 = select i1 %v494, i32 2, i32 0
  %v496 = shl i32 %v487, %v495
  %v497 = select i1 %v494, i32 %v496, i32 0
  %v498 = icmp ult i32 2, 32
  %v499 = select i1 %v498, i32 2, i32 0
  %v500 = shl i32 %v488, %v499
  %v501 = select i1 %v498, i32 %v500, i32 0
  %v502 = icmp ult i32 2, 32
  %v503 = select i1 %v502, i32 2, i32 0
  %v504 = shl i32 %v489, %v503
  %v505 = select i1 %v502, i32 %v504, i32 0
  %v506 = icmp ult i32 2, 32
  %v507 = select i1 %v506, i32 2, i32 0
  %v508 = ashr i32 %v493, 31
  %v509 = ashr i32 %v493, %v507
  %v510 = select i1 %v506, i32 %v509, i32 %v508
  %v511 = icmp ult i32 2, 32
  %v512 = select i1 %v511, i32 2, i32 0
  %v513 = ashr i32 %v497, 31
  %v514 = ashr i32 %v497, %v512
  %v515 = select i1 %v511, i32 %v514, i32 %v513
  %v516 = icmp ult i32 2, 32
  %v517 = select i1 %v516, i32 2, i32 0
  %v518 = ashr i32 %v501, 31
  %v519 = ashr i32 %v501, %v517
  %v520 = select i1 %v516, i32 %v519, i32 %v518
  %v521 = icmp ult i32 2, 32
  %v522 = select i1 %v521, i32 2, i32 0
  %v523 = ashr i32 %v505, 31
  %v524 = ashr i32 %v505, %v522
  %v525 = select i1 %v521, i32 %v524, i32 %v523
  %v526 = xor i32 %v510, %v122
  %v527 = xor i32 %v515, %v123
  %v528 = xor i32 %v520, %v124
  %v529 = xor i32 %v525, %v125
  %v530 = or i32 %v526, %v122
  %v531 = or i32 %v527, %v123
  %v532 = or i32 %v528, %v124
  %v533 = or i32 %v529, %v125
  %v534 = icmp eq i32 7, 0
  %v535 = select i1 %v534, i32 1, i32 7
  %v536 = udiv i32 %v242, %v535
  %v537 = urem i32 %v242, %v535
  %v538 = icmp ne i32 %v537, 0
  %v539 = select i1 %v534, i32 0, i32 %v536
  %v540 = icmp eq i32 7, 0
  %v541 = select i1 %v540, i32 1, i32 7
  %v542 = udiv i32 %v243, %v541
  %v543 = urem i32 %v243, %v541
  %v544 = icmp ne i32 %v543, 0
  %v545 = select i1 %v540, i32 0, i32 %v542
  %v546 = icmp eq i32 7, 0
  %v547 = select i1 %v546, i32 1, i32 7
  %v548 = udiv i32 %v244, %v547
  %v549 = urem i32 %v244, %v547
  %v550 = icmp ne i32 %v549, 0
  %v551 = select i1 %v546, i32 0, i32 %v548
  %v552 = icmp eq i32 7, 0
  %v553 = select i1 %v552, i32 1, i32 7
  %v554 = udiv i32 %v245, %v553
  %v555 = urem i32 %v245, %v553
  %v556 = icmp ne i32 %v555, 0
  %v557 = select i1 %v552, i32 0, i32 %v554
  %v558 = icmp eq i32 7, 0
  %v559 = select i1 %v558, i32 1, i32 7
  %v560 = udiv i32 %v539, %v559
  %v561 = urem i32 %v539, %v559
  %v562 = icmp ne i32 %v561, 0
  %v563 = select i1 %v558, i32 %v539, i32 %v561
  %v564 = icmp eq i32 7, 0
  %v565 = select i1 %v564, i32 1, i32 7
  %v566 = udiv i32 %v545, %v565
  %v567 = urem i32 %v545, %v565
  %v568 = icmp ne i32 %v567, 0
  %v569 = select i1 %v564, i32 %v545, i32 %v567
  %v570 = icmp eq i32 7, 0
  %v571 = select i1 %v570, i32 1, i32 7
  %v572 = udiv i32 %v551, %v571
  %v573 = urem i32 %v551, %v571
  %v574 = icmp ne i32 %v573, 0
  %v575 = select i1 %v570, i32 %v551, i32 %v573
  %v576 = icmp eq i32 7, 0
  %v577 = select i1 %v576, i32 1, i32 7
  %v578 = udiv i32 %v557, %v577
  %v579 = urem i32 %v557, %v577
  %v580 = icmp ne i32 %v579, 0
  %v581 = select i1 %v576, i32 %v557, i32 %v579
  %v582 = icmp ult i32 7, 32
  %v583 = select i1 %v582, i32 7, i32 0
  %v584 = lshr i32 %v563, %v583
  %v585 = select i1 %v582, i32 %v584, i32 0
  %v586 = icmp ult i32 7, 32
  %v587 = select i1 %v586, i32 7, i32 0
  %v588 = lshr i32 %v569, %v587
  %v589 = select i1 %v586, i32 %v588, i32 0
  %v590 = icmp ult i32 7, 32
  %v591 = select i1 %v590, i32 7, i32 0
  %v592 = lshr i32 %v575, %v591
  %v593 = select i1 %v590, i32 %v592, i32 0
  %v594 = icmp ult i32 7, 32
  %v595 = select i1 %v594, i32 7, i32 0
  %v596 = lshr i32 %v581, %v595
  %v597 = select i1 %v594, i32 %v596, i32 0
  %v598 = icmp ult i32 %v585, 7
  %v599 = icmp ult i32 %v589, 7
  %v600 = icmp ult i32 %v593, 7
  %v601 = icmp ult i32 %v597, 7
  %v602 = add i32 %v530, %v585
  %v603 = add i32 %v531, %v589
  %v604 = add i32 %v532, %v593
  %v605 = add i32 %v533, %v597
  %v606 = and i32 %v2, 1
  %v607 = shl i32 %v606, 2
  %v608 = lshr i32 %v2, 1
  %v609 = and i32 %v608, 1
  %v610 = shl i32 %v609, 3
  %v611 = or i32 %v607, %v610
  %v612 = lshr i32 %v2, 2
  %v613 = and i32 %v612, 1
  %v614 = shl i32 %v613, 4
  %v615 = or i32 %v611, %v614
  %v616 = lshr i32 %v2, 3
  %v617 = and i32 %v616, 1
  %v618 = shl i32 %v617, 5
  %v619 = or i32 %v615, %v618
  %v620 = lshr i32 %v2, 4
  %v621 = and i32 %v620, 1
  %v622 = shl i32 %v621, 6
  %v623 = or i32 %v619, %v622
  %v624 = and i32 %v3, 1
  %v625 = shl i32 %v624, 7
  %v626 = or i32 %v623, %v625
  %v627 = lshr i32 %v3, 1
  %v628 = and i32 %v627, 1
  %v629 = shl i32 %v628, 8
  %v630 = or i32 %v626, %v629
  %v631 = lshr i32 %v630, 5
  %v632 = and i32 %v631, 15
  %v633 = and i32 %v630, 31
  %v634 = sext i32 %v4 to i64
  %v635 = mul i64 %v634, 16
  %v636 = zext i32 %v632 to i64
  %v637 = add i64 %v635, %v636
  %v638 = sext i32 %p3 to i64
  %v639 = zext i32 %p1 to i64
  %v640 = mul i64 %v637, %v638
  %v641 = add i64 %v635, 16
  %v642 = icmp sle i64 %v641, %v639
  %v643 = icmp sge i64 %v634, 0
  %v644 = and i1 %v642, %v643
  %v645 = sext i32 %v5 to i64
  %v646 = mul i64 %v645, 32
  %v647 = zext i32 %v633 to i64
  %v648 = add i64 %v646, %v647
  %v649 = sext i32 %p4 to i64
  %v650 = zext i32 %p2 to i64
  %v651 = mul i64 %v648, %v649
  %v652 = add i64 %v640, %v651
  %v653 = add i64 %v646, 32
  %v654 = icmp sle i64 %v653, %v650
  %v655 = icmp sge i64 %v645, 0
  %v656 = and i1 %v654, %v655
  %v657 = and i1 %v644, %v656
  br i1 %v657, label %st_full7, label %st_edge8
st_full7:
  %v658 = icmp ult i64 %v637, %v639
  %v659 = icmp ult i64 %v648, %v650
  %v660 = and i1 %v658, %v659
  %v661 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v652
  store i32 %v602, i32 addrspace(1)* %v661, align 4
  %v662 = icmp ult i64 %v637, %v639
  %v663 = add i64 %v652, %v649
  %v664 = add i64 %v648, 1
  %v665 = icmp ult i64 %v664, %v650
  %v666 = and i1 %v662, %v665
  %v667 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v663
  store i32 %v603, i32 addrspace(1)* %v667, align 4
  %v668 = icmp ult i64 %v637, %v639
  %v669 = mul i64 2, %v649
  %v670 = add i64 %v652, %v669
  %v671 = add i64 %v648, 2
  %v672 = icmp ult i64 %v671, %v650
  %v673 = and i1 %v668, %v672
  %v674 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v670
  store i32 %v604, i32 addrspace(1)* %v674, align 4
  %v675 = icmp ult i64 %v637, %v639
  %v676 = mul i64 3, %v649
  %v677 = add i64 %v652, %v676
  %v678 = add i64 %v648, 3
  %v679 = icmp ult i64 %v678, %v650
  %v680 = and i1 %v675, %v679
  %v681 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v677
  store i32 %v605, i32 addrspace(1)* %v681, align 4
  br label %st_done9
st_edge8:
  %v682 = icmp ult i64 %v637, %v639
  %v683 = icmp ult i64 %v648, %v650
  %v684 = and i1 %v682, %v683
  %v685 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v652
  br i1 %v684, label %st10, label %join11
st_done9:
  %v706 = and i32 %v2, 1
  %v707 = shl i32 %v706, 2
  %v708 = lshr i32 %v2, 1
  %v709 = and i32 %v708, 1
  %v710 = shl i32 %v709, 3
  %v711 = or i32 %v707, %v710
  %v712 = lshr i32 %v2, 2
  %v713 = and i32 %v712, 1
  %v714 = shl i32 %v713, 4
  %v715 = or i32 %v711, %v714
  %v716 = lshr i32 %v2, 3
  %v717 = and i32 %v716, 1
  %v718 = shl i32 %v717, 5
  %v719 = or i32 %v715, %v718
  %v720 = lshr i32 %v2, 4
  %v721 = and i32 %v720, 1
  %v722 = shl i32 %v721, 6
  %v723 = or i32 %v719, %v722
  %v724 = and i32 %v3, 1
  %v725 = shl i32 %v724, 7
  %v726 = or i32 %v723, %v725
  %v727 = lshr i32 %v3, 1
  %v728 = and i32 %v727, 1
  %v729 = shl i32 %v728, 8
  %v730 = or i32 %v726, %v729
  %v731 = lshr i32 %v730, 5
  %v732 = and i32 %v731, 15
  %v733 = and i32 %v730, 31
  %v734 = sext i32 %v4 to i64
  %v735 = mul i64 %v734, 16
  %v736 = zext i32 %v732 to i64
  %v737 = add i64 %v735, %v736
  %v738 = sext i32 %p13 to i64
  %v739 = zext i32 %p11 to i64
  %v740 = mul i64 %v737, %v738
  %v741 = add i64 %v735, 16
  %v742 = icmp sle i64 %v741, %v739
  %v743 = icmp sge i64 %v734, 0
  %v744 = and i1 %v742, %v743
  %v745 = sext i32 %v5 to i64
  %v746 = mul i64 %v745, 32
  %v747 = zext i32 %v733 to i64
  %v748 = add i64 %v746, %v747
  %v749 = sext i32 %p14 to i64
  %v750 = zext i32 %p12 to i64
  %v751 = mul i64 %v748, %v749
  %v752 = add i64 %v740, %v751
  %v753 = add i64 %v746, 32
  %v754 = icmp sle i64 %v753, %v750
  %v755 = icmp sge i64 %v745, 0
  %v756 = and i1 %v754, %v755
  %v757 = and i1 %v744, %v756
  br i1 %v757, label %st_full18, label %st_edge19
st10:
  store i32 %v602, i32 addrspace(1)* %v685, align 4
  br label %join11
join11:
  %v686 = icmp ult i64 %v637, %v639
  %v687 = add i64 %v652, %v649
  %v688 = add i64 %v648, 1
  %v689 = icmp ult i64 %v688, %v650
  %v690 = and i1 %v686, %v689
  %v691 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v687
  br i1 %v690, label %st12, label %join13
st12:
  store i32 %v603, i32 addrspace(1)* %v691, align 4
  br label %join13
join13:
  %v692 = icmp ult i64 %v637, %v639
  %v693 = mul i64 2, %v649
  %v694 = add i64 %v652, %v693
  %v695 = add i64 %v648, 2
  %v696 = icmp ult i64 %v695, %v650
  %v697 = and i1 %v692, %v696
  %v698 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v694
  br i1 %v697, label %st14, label %join15
st14:
  store i32 %v604, i32 addrspace(1)* %v698, align 4
  br label %join15
join15:
  %v699 = icmp ult i64 %v637, %v639
  %v700 = mul i64 3, %v649
  %v701 = add i64 %v652, %v700
  %v702 = add i64 %v648, 3
  %v703 = icmp ult i64 %v702, %v650
  %v704 = and i1 %v699, %v703
  %v705 = getelementptr inbounds i32, i32 addrspace(1)* %p0, i64 %v701
  br i1 %v704, label %st16, label %join17
st16:
  store i32 %v605, i32 addrspace(1)* %v705, align 4
  br label %join17
join17:
  br label %st_done9
st_full18:
  %v758 = icmp ult i64 %v737, %v739
  %v759 = icmp ult i64 %v748, %v750
  %v760 = and i1 %v758, %v759
  %v761 = getelementptr inbounds i8, i8 addrspace(1)* %p10, i64 %v752
  %v762 = zext i1 %v598 to i8
  store i8 %v762, i8 addrspace(1)* %v761, align 1
  %v763 = icmp ult i64 %v737, %v739
  %v764 = add i64 %v752, %v749
  %v765 = add i64 %v748, 1
  %v766 = icmp ult i64 %v765, %v750
  %v767 = and i1 %v763, %v766
  %v768 = getelementptr inbounds i8, i8 addrspace(1)* %p10, i64 %v764
  %v769 = zext i1 %v599 to i8
  store i8 %v769, i8 addrspace(1)* %v768, align 1
  %v770 = icmp ult i64 %v737, %v739
  %v771 = mul i64 2, %v749
  %v772 = add i64 %v752, %v771
  %v773 = add i64 %v748, 2
  %v774 = icmp ult i64 %v773, %v750
  %v775 = and i1 %v770, %v774
  %v776 = getelementptr inbounds i8, i8 addrspace(1)* %p10, i64 %v772
  %v777 = zext i1 %v600 to i8
  store i8 %v777, i8 addrspace(1)* %v776, align 1
  %v778 = icmp ult i64 %v737, %v739
  %v779 = mul i64 3, %v749
  %v780 = add i64 %v752, %v779
  %v781 = add i64 %v748, 3
  %v782 = icmp ult i64 %v781, %v750
  %v783 = and i1 %v778, %v782
  %v784 = getelementptr inbounds i8, i8 addrspace(1)* %p10, i64 %v780
  %v785 = zext i1 %v601 to i8
  store i8 %v785, i8 addrspace(1)* %v784, align 1
  br label %st_done20
st_edge19:
  %v786 = icmp ult i64 %v737, %v739
  %v787 = icmp ult i64 %v748, %v750
  %v788 = and i1 %v786, %v787
  %v789 = getelementptr inbounds i8, i8 addrspace(1)* %p10, i64 %v752
  br i1 %v788, label %st21, label %join22
st_done20:
  %v814 = icmp sgt i32 %v602, %v603
  %v815 = select i1 %v814, i32 %v602, i32 %v603
  %v816 = icmp sgt i32 %v815, %v604
  %v817 = select i1 %v816, i32 %v815, i32 %v604
  %v818 = icmp sgt i32 %v817, %v605
  %v819 = select i1 %v818, i32 %v817, i32 %v605
  %v820 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v819, i32 1, i32 31)
  %v821 = icmp sgt i32 %v819, %v820
  %v822 = select i1 %v821, i32 %v819, i32 %v820
  %v823 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v822, i32 2, i32 31)
  %v824 = icmp sgt i32 %v822, %v823
  %v825 = select i1 %v824, i32 %v822, i32 %v823
  %v826 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v825, i32 4, i32 31)
  %v827 = icmp sgt i32 %v825, %v826
  %v828 = select i1 %v827, i32 %v825, i32 %v826
  %v829 = icmp ult i32 %v242, %v243
  %v830 = select i1 %v829, i32 %v242, i32 %v243
  %v831 = icmp ult i32 %v830, %v244
  %v832 = select i1 %v831, i32 %v830, i32 %v244
  %v833 = icmp ult i32 %v832, %v245
  %v834 = select i1 %v833, i32 %v832, i32 %v245
  %v835 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v834, i32 1, i32 31)
  %v836 = icmp ult i32 %v834, %v835
  %v837 = select i1 %v836, i32 %v834, i32 %v835
  %v838 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v837, i32 2, i32 31)
  %v839 = icmp ult i32 %v837, %v838
  %v840 = select i1 %v839, i32 %v837, i32 %v838
  %v841 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v840, i32 4, i32 31)
  %v842 = icmp ult i32 %v840, %v841
  %v843 = select i1 %v842, i32 %v840, i32 %v841
  %v844 = and i32 %v2, 1
  %v845 = shl i32 %v844, 2
  %v846 = lshr i32 %v2, 1
  %v847 = and i32 %v846, 1
  %v848 = shl i32 %v847, 3
  %v849 = or i32 %v845, %v848
  %v850 = lshr i32 %v2, 2
  %v851 = and i32 %v850, 1
  %v852 = shl i32 %v851, 4
  %v853 = or i32 %v849, %v852
  %v854 = lshr i32 %v2, 3
  %v855 = and i32 %v854, 1
  %v856 = shl i32 %v855, 5
  %v857 = or i32 %v853, %v856
  %v858 = lshr i32 %v2, 4
  %v859 = and i32 %v858, 1
  %v860 = shl i32 %v859, 6
  %v861 = or i32 %v857, %v860
  %v862 = and i32 %v3, 1
  %v863 = shl i32 %v862, 7
  %v864 = or i32 %v861, %v863
  %v865 = lshr i32 %v3, 1
  %v866 = and i32 %v865, 1
  %v867 = shl i32 %v866, 8
  %v868 = or i32 %v864, %v867
  %v869 = lshr i32 %v868, 5
  %v870 = and i32 %v869, 15
  %v871 = and i32 %v868, 31
  %v872 = add i32 %v871, 1
  %v873 = icmp slt i32 %v871, %v872
  %v874 = icmp slt i32 %v122, %v123
  %v875 = icmp eq i32 %v122, %v123
  %v876 = and i1 %v875, %v873
  %v877 = or i1 %v874, %v876
  %v878 = select i1 %v877, i32 %v122, i32 %v123
  %v879 = select i1 %v877, i32 %v871, i32 %v872
  %v880 = add i32 %v871, 2
  %v881 = icmp slt i32 %v879, %v880
  %v882 = icmp slt i32 %v878, %v124
  %v883 = icmp eq i32 %v878, %v124
  %v884 = and i1 %v883, %v881
  %v885 = or i1 %v882, %v884
  %v886 = select i1 %v885, i32 %v878, i32 %v124
  %v887 = select i1 %v885, i32 %v879, i32 %v880
  %v888 = add i32 %v871, 3
  %v889 = icmp slt i32 %v887, %v888
  %v890 = icmp slt i32 %v886, %v125
  %v891 = icmp eq i32 %v886, %v125
  %v892 = and i1 %v891, %v889
  %v893 = or i1 %v890, %v892
  %v894 = select i1 %v893, i32 %v886, i32 %v125
  %v895 = select i1 %v893, i32 %v887, i32 %v888
  %v896 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v894, i32 1, i32 31)
  %v897 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v895, i32 1, i32 31)
  %v898 = icmp slt i32 %v895, %v897
  %v899 = icmp slt i32 %v894, %v896
  %v900 = icmp eq i32 %v894, %v896
  %v901 = and i1 %v900, %v898
  %v902 = or i1 %v899, %v901
  %v903 = select i1 %v902, i32 %v894, i32 %v896
  %v904 = select i1 %v902, i32 %v895, i32 %v897
  %v905 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v903, i32 2, i32 31)
  %v906 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v904, i32 2, i32 31)
  %v907 = icmp slt i32 %v904, %v906
  %v908 = icmp slt i32 %v903, %v905
  %v909 = icmp eq i32 %v903, %v905
  %v910 = and i1 %v909, %v907
  %v911 = or i1 %v908, %v910
  %v912 = select i1 %v911, i32 %v903, i32 %v905
  %v913 = select i1 %v911, i32 %v904, i32 %v906
  %v914 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v912, i32 4, i32 31)
  %v915 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v913, i32 4, i32 31)
  %v916 = icmp slt i32 %v913, %v915
  %v917 = icmp slt i32 %v912, %v914
  %v918 = icmp eq i32 %v912, %v914
  %v919 = and i1 %v918, %v916
  %v920 = or i1 %v917, %v919
  %v921 = select i1 %v920, i32 %v912, i32 %v914
  %v922 = select i1 %v920, i32 %v913, i32 %v915
  %v923 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v828, i32 8, i32 31)
  %v924 = mul i32 %v828, %v923
  %v925 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v924, i32 16, i32 31)
  %v926 = mul i32 %v924, %v925
  call void @llvm.nvvm.barrier0()
  %v927 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v928 = getelementptr inbounds i32, i32 addrspace(3)* %v927, i32 %v1
  store i32 %v926, i32 addrspace(3)* %v928, align 4
  call void @llvm.nvvm.barrier0()
  %v929 = and i32 %v3, -4
  %v930 = shl i32 %v929, 5
  %v931 = or i32 %v930, %v2
  %v932 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v933 = getelementptr inbounds i32, i32 addrspace(3)* %v932, i32 %v931
  %v934 = load i32, i32 addrspace(3)* %v933, align 4
  %v935 = or i32 %v929, 1
  %v936 = shl i32 %v935, 5
  %v937 = or i32 %v936, %v2
  %v938 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v939 = getelementptr inbounds i32, i32 addrspace(3)* %v938, i32 %v937
  %v940 = load i32, i32 addrspace(3)* %v939, align 4
  %v941 = mul i32 %v934, %v940
  %v942 = or i32 %v929, 2
  %v943 = shl i32 %v942, 5
  %v944 = or i32 %v943, %v2
  %v945 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v946 = getelementptr inbounds i32, i32 addrspace(3)* %v945, i32 %v944
  %v947 = load i32, i32 addrspace(3)* %v946, align 4
  %v948 = mul i32 %v941, %v947
  %v949 = or i32 %v929, 3
  %v950 = shl i32 %v949, 5
  %v951 = or i32 %v950, %v2
  %v952 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v953 = getelementptr inbounds i32, i32 addrspace(3)* %v952, i32 %v951
  %v954 = load i32, i32 addrspace(3)* %v953, align 4
  %v955 = mul i32 %v948, %v954
  %v956 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v843, i32 8, i32 31)
  %v957 = add i32 %v843, %v956
  %v958 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v957, i32 16, i32 31)
  %v959 = add i32 %v957, %v958
  call void @llvm.nvvm.barrier0()
  %v960 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v961 = getelementptr inbounds i32, i32 addrspace(3)* %v960, i32 %v1
  store i32 %v959, i32 addrspace(3)* %v961, align 4
  call void @llvm.nvvm.barrier0()
  %v962 = and i32 %v3, -4
  %v963 = shl i32 %v962, 5
  %v964 = or i32 %v963, %v2
  %v965 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v966 = getelementptr inbounds i32, i32 addrspace(3)* %v965, i32 %v964
  %v967 = load i32, i32 addrspace(3)* %v966, align 4
  %v968 = or i32 %v962, 1
  %v969 = shl i32 %v968, 5
  %v970 = or i32 %v969, %v2
  %v971 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v972 = getelementptr inbounds i32, i32 addrspace(3)* %v971, i32 %v970
  %v973 = load i32, i32 addrspace(3)* %v972, align 4
  %v974 = add i32 %v967, %v973
  %v975 = or i32 %v962, 2
  %v976 = shl i32 %v975, 5
  %v977 = or i32 %v976, %v2
  %v978 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v979 = getelementptr inbounds i32, i32 addrspace(3)* %v978, i32 %v977
  %v980 = load i32, i32 addrspace(3)* %v979, align 4
  %v981 = add i32 %v974, %v980
  %v982 = or i32 %v962, 3
  %v983 = shl i32 %v982, 5
  %v984 = or i32 %v983, %v2
  %v985 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v986 = getelementptr inbounds i32, i32 addrspace(3)* %v985, i32 %v984
  %v987 = load i32, i32 addrspace(3)* %v986, align 4
  %v988 = add i32 %v981, %v987
  %v989 = lshr i32 %v2, 3
  %v990 = and i32 %v989, 1
  %v991 = lshr i32 %v2, 4
  %v992 = and i32 %v991, 1
  %v993 = shl i32 %v992, 1
  %v994 = or i32 %v990, %v993
  %v995 = and i32 %v3, 1
  %v996 = shl i32 %v995, 2
  %v997 = or i32 %v994, %v996
  %v998 = lshr i32 %v3, 1
  %v999 = and i32 %v998, 1
  %v1000 = shl i32 %v999, 3
  %v1001 = or i32 %v997, %v1000
  %v1002 = and i32 %v1001, 15
  %v1003 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v922, i32 8, i32 31)
  %v1004 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1002, i32 8, i32 31)
  %v1005 = icmp slt i32 %v1002, %v1004
  %v1006 = icmp sgt i32 %v922, %v1003
  %v1007 = icmp eq i32 %v922, %v1003
  %v1008 = and i1 %v1007, %v1005
  %v1009 = or i1 %v1006, %v1008
  %v1010 = select i1 %v1009, i32 %v922, i32 %v1003
  %v1011 = select i1 %v1009, i32 %v1002, i32 %v1004
  %v1012 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1010, i32 16, i32 31)
  %v1013 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1011, i32 16, i32 31)
  %v1014 = icmp slt i32 %v1011, %v1013
  %v1015 = icmp sgt i32 %v1010, %v1012
  %v1016 = icmp eq i32 %v1010, %v1012
  %v1017 = and i1 %v1016, %v1014
  %v1018 = or i1 %v1015, %v1017
  %v1019 = select i1 %v1018, i32 %v1010, i32 %v1012
  %v1020 = select i1 %v1018, i32 %v1011, i32 %v1013
  call void @llvm.nvvm.barrier0()
  %v1021 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1022 = getelementptr inbounds i32, i32 addrspace(3)* %v1021, i32 %v1
  store i32 %v1019, i32 addrspace(3)* %v1022, align 4
  %v1023 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 512) to i32 addrspace(3)*
  %v1024 = getelementptr inbounds i32, i32 addrspace(3)* %v1023, i32 %v1
  store i32 %v1020, i32 addrspace(3)* %v1024, align 4
  call void @llvm.nvvm.barrier0()
  %v1025 = and i32 %v3, -4
  %v1026 = shl i32 %v1025, 5
  %v1027 = or i32 %v1026, %v2
  %v1028 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1029 = getelementptr inbounds i32, i32 addrspace(3)* %v1028, i32 %v1027
  %v1030 = load i32, i32 addrspace(3)* %v1029, align 4
  %v1031 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 512) to i32 addrspace(3)*
  %v1032 = getelementptr inbounds i32, i32 addrspace(3)* %v1031, i32 %v1027
  %v1033 = load i32, i32 addrspace(3)* %v1032, align 4
  %v1034 = or i32 %v1025, 1
  %v1035 = shl i32 %v1034, 5
  %v1036 = or i32 %v1035, %v2
  %v1037 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1038 = getelementptr inbounds i32, i32 addrspace(3)* %v1037, i32 %v1036
  %v1039 = load i32, i32 addrspace(3)* %v1038, align 4
  %v1040 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 512) to i32 addrspace(3)*
  %v1041 = getelementptr inbounds i32, i32 addrspace(3)* %v1040, i32 %v1036
  %v1042 = load i32, i32 addrspace(3)* %v1041, align 4
  %v1043 = icmp slt i32 %v1033, %v1042
  %v1044 = icmp sgt i32 %v1030, %v1039
  %v1045 = icmp eq i32 %v1030, %v1039
  %v1046 = and i1 %v1045, %v1043
  %v1047 = or i1 %v1044, %v1046
  %v1048 = select i1 %v1047, i32 %v1030, i32 %v1039
  %v1049 = select i1 %v1047, i32 %v1033, i32 %v1042
  %v1050 = or i32 %v1025, 2
  %v1051 = shl i32 %v1050, 5
  %v1052 = or i32 %v1051, %v2
  %v1053 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1054 = getelementptr inbounds i32, i32 addrspace(3)* %v1053, i32 %v1052
  %v1055 = load i32, i32 addrspace(3)* %v1054, align 4
  %v1056 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 512) to i32 addrspace(3)*
  %v1057 = getelementptr inbounds i32, i32 addrspace(3)* %v1056, i32 %v1052
  %v1058 = load i32, i32 addrspace(3)* %v1057, align 4
  %v1059 = icmp slt i32 %v1049, %v1058
  %v1060 = icmp sgt i32 %v1048, %v1055
  %v1061 = icmp eq i32 %v1048, %v1055
  %v1062 = and i1 %v1061, %v1059
  %v1063 = or i1 %v1060, %v1062
  %v1064 = select i1 %v1063, i32 %v1048, i32 %v1055
  %v1065 = select i1 %v1063, i32 %v1049, i32 %v1058
  %v1066 = or i32 %v1025, 3
  %v1067 = shl i32 %v1066, 5
  %v1068 = or i32 %v1067, %v2
  %v1069 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1070 = getelementptr inbounds i32, i32 addrspace(3)* %v1069, i32 %v1068
  %v1071 = load i32, i32 addrspace(3)* %v1070, align 4
  %v1072 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 512) to i32 addrspace(3)*
  %v1073 = getelementptr inbounds i32, i32 addrspace(3)* %v1072, i32 %v1068
  %v1074 = load i32, i32 addrspace(3)* %v1073, align 4
  %v1075 = icmp slt i32 %v1065, %v1074
  %v1076 = icmp sgt i32 %v1064, %v1071
  %v1077 = icmp eq i32 %v1064, %v1071
  %v1078 = and i1 %v1077, %v1075
  %v1079 = or i1 %v1076, %v1078
  %v1080 = select i1 %v1079, i32 %v1064, i32 %v1071
  %v1081 = select i1 %v1079, i32 %v1065, i32 %v1074
  %v1082 = icmp eq i32 %v1, 0
  br i1 %v1082, label %print29, label %printed30
st21:
  %v790 = zext i1 %v598 to i8
  store i8 %v790, i8 addrspace(1)* %v789, align 1
  br label %join22
join22:
  %v791 = icmp ult i64 %v737, %v739
  %v792 = add i64 %v752, %v749
  %v793 = add i64 %v748, 1
  %v794 = icmp ult i64 %v793, %v750
  %v795 = and i1 %v791, %v794
  %v796 = getelementptr inbounds i8, i8 addrspace(1)* %p10, i64 %v792
  br i1 %v795, label %st23, label %join24
st23:
  %v797 = zext i1 %v599 to i8
  store i8 %v797, i8 addrspace(1)* %v796, align 1
  br label %join24
join24:
  %v798 = icmp ult i64 %v737, %v739
  %v799 = mul i64 2, %v749
  %v800 = add i64 %v752, %v799
  %v801 = add i64 %v748, 2
  %v802 = icmp ult i64 %v801, %v750
  %v803 = and i1 %v798, %v802
  %v804 = getelementptr inbounds i8, i8 addrspace(1)* %p10, i64 %v800
  br i1 %v803, label %st25, label %join26
st25:
  %v805 = zext i1 %v600 to i8
  store i8 %v805, i8 addrspace(1)* %v804, align 1
  br label %join26
join26:
  %v806 = icmp ult i64 %v737, %v739
  %v807 = mul i64 3, %v749
  %v808 = add i64 %v752, %v807
  %v809 = add i64 %v748, 3
  %v810 = icmp ult i64 %v809, %v750
  %v811 = and i1 %v806, %v810
  %v812 = getelementptr inbounds i8, i8 addrspace(1)* %p10, i64 %v808
  br i1 %v811, label %st27, label %join28
st27:
  %v813 = zext i1 %v601 to i8
  store i8 %v813, i8 addrspace(1)* %v812, align 1
  br label %join28
join28:
  br label %st_done20
print29:
  %v1083 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([26 x i8], [26 x i8] addrspace(1)* @str0, i64 0, i64 0) to i8*
  %v1084 = alloca {i32, i32, i32}, align 8
  %v1085 = getelementptr inbounds {i32, i32, i32}, {i32, i32, i32}* %v1084, i32 0, i32 0
  store i32 %v955, i32* %v1085, align 4
  %v1086 = getelementptr inbounds {i32, i32, i32}, {i32, i32, i32}* %v1084, i32 0, i32 1
  store i32 %v988, i32* %v1086, align 4
  %v1087 = getelementptr inbounds {i32, i32, i32}, {i32, i32, i32}* %v1084, i32 0, i32 2
  store i32 %v1081, i32* %v1087, align 4
  %v1088 = bitcast {i32, i32, i32}* %v1084 to i8*
  %v1089 = call i32 @vprintf(i8* %v1083, i8* %v1088)
  br label %printed30
printed30:
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
  %v84 = fptrunc float 0x0000000000000000 to half
  %v85 = bitcast half %v84 to i16
  %v86 = icmp ult i64 %v24, %v26
  %v87 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v27
  %v88 = ptrtoint half addrspace(1)* %v87 to i64
  %v89 = zext i1 %v86 to i32
  %v90 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v88, i32 %v89, i16 %v85)
  %v91 = bitcast i16 %v90 to half
  %v92 = fpext half %v91 to float
  %v93 = add i64 %v27, %v25
  %v94 = add i64 %v24, 1
  %v95 = icmp ult i64 %v94, %v26
  %v96 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v93
  %v97 = ptrtoint half addrspace(1)* %v96 to i64
  %v98 = zext i1 %v95 to i32
  %v99 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v97, i32 %v98, i16 %v85)
  %v100 = bitcast i16 %v99 to half
  %v101 = fpext half %v100 to float
  %v102 = mul i64 2, %v25
  %v103 = add i64 %v27, %v102
  %v104 = add i64 %v24, 2
  %v105 = icmp ult i64 %v104, %v26
  %v106 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v103
  %v107 = ptrtoint half addrspace(1)* %v106 to i64
  %v108 = zext i1 %v105 to i32
  %v109 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v107, i32 %v108, i16 %v85)
  %v110 = bitcast i16 %v109 to half
  %v111 = fpext half %v110 to float
  %v112 = mul i64 3, %v25
  %v113 = add i64 %v27, %v112
  %v114 = add i64 %v24, 3
  %v115 = icmp ult i64 %v114, %v26
  %v116 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v113
  %v117 = ptrtoint half addrspace(1)* %v116 to i64
  %v118 = zext i1 %v115 to i32
  %v119 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v117, i32 %v118, i16 %v85)
  %v120 = bitcast i16 %v119 to half
  %v121 = fpext half %v120 to float
  %v122 = mul i64 4, %v25
  %v123 = add i64 %v27, %v122
  %v124 = add i64 %v24, 4
  %v125 = icmp ult i64 %v124, %v26
  %v126 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v123
  %v127 = ptrtoint half addrspace(1)* %v126 to i64
  %v128 = zext i1 %v125 to i32
  %v129 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v127, i32 %v128, i16 %v85)
  %v130 = bitcast i16 %v129 to half
  %v131 = fpext half %v130 to float
  %v132 = mul i64 5, %v25
  %v133 = add i64 %v27, %v132
  %v134 = add i64 %v24, 5
  %v135 = icmp ult i64 %v134, %v26
  %v136 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v133
  %v137 = ptrtoint half addrspace(1)* %v136 to i64
  %v138 = zext i1 %v135 to i32
  %v139 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v137, i32 %v138, i16 %v85)
  %v140 = bitcast i16 %v139 to half
  %v141 = fpext half %v140 to float
  %v142 = mul i64 6, %v25
  %v143 = add i64 %v27, %v142
  %v144 = add i64 %v24, 6
  %v145 = icmp ult i64 %v144, %v26
  %v146 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v143
  %v147 = ptrtoint half addrspace(1)* %v146 to i64
  %v148 = zext i1 %v145 to i32
  %v149 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v147, i32 %v148, i16 %v85)
  %v150 = bitcast i16 %v149 to half
  %v151 = fpext half %v150 to float
  %v152 = mul i64 7, %v25
  %v153 = add i64 %v27, %v152
  %v154 = add i64 %v24, 7
  %v155 = icmp ult i64 %v154, %v26
  %v156 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v153
  %v157 = ptrtoint half addrspace(1)* %v156 to i64
  %v158 = zext i1 %v155 to i32
  %v159 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v157, i32 %v158, i16 %v85)
  %v160 = bitcast i16 %v159 to half
  %v161 = fpext half %v160 to float
  br label %ld_done3
ld_done3:
  %v162 = phi float [ %v35, %ld_full1 ], [ %v92, %ld_edge2 ]
  %v163 = phi float [ %v41, %ld_full1 ], [ %v101, %ld_edge2 ]
  %v164 = phi float [ %v48, %ld_full1 ], [ %v111, %ld_edge2 ]
  %v165 = phi float [ %v55, %ld_full1 ], [ %v121, %ld_edge2 ]
  %v166 = phi float [ %v62, %ld_full1 ], [ %v131, %ld_edge2 ]
  %v167 = phi float [ %v69, %ld_full1 ], [ %v141, %ld_edge2 ]
  %v168 = phi float [ %v76, %ld_full1 ], [ %v151, %ld_edge2 ]
  %v169 = phi float [ %v83, %ld_full1 ], [ %v161, %ld_edge2 ]
  %v170 = call i16 asm "cvt.rzi.s8.f32 $0, $1;", "=h,f"(float %v162)
  %v171 = trunc i16 %v170 to i8
  %v172 = call i16 asm "cvt.rzi.s8.f32 $0, $1;", "=h,f"(float %v163)
  %v173 = trunc i16 %v172 to i8
  %v174 = call i16 asm "cvt.rzi.s8.f32 $0, $1;", "=h,f"(float %v164)
  %v175 = trunc i16 %v174 to i8
  %v176 = call i16 asm "cvt.rzi.s8.f32 $0, $1;", "=h,f"(float %v165)
  %v177 = trunc i16 %v176 to i8
  %v178 = call i16 asm "cvt.rzi.s8.f32 $0, $1;", "=h,f"(float %v166)
  %v179 = trunc i16 %v178 to i8
  %v180 = call i16 asm "cvt.rzi.s8.f32 $0, $1;", "=h,f"(float %v167)
  %v181 = trunc i16 %v180 to i8
  %v182 = call i16 asm "cvt.rzi.s8.f32 $0, $1;", "=h,f"(float %v168)
  %v183 = trunc i16 %v182 to i8
  %v184 = call i16 asm "cvt.rzi.s8.f32 $0, $1;", "=h,f"(float %v169)
  %v185 = trunc i16 %v184 to i8
  %v186 = sext i8 %v171 to i64
  %v187 = sext i8 %v173 to i64
  %v188 = sext i8 %v175 to i64
  %v189 = sext i8 %v177 to i64
  %v190 = sext i8 %v179 to i64
  %v191 = sext i8 %v181 to i64
  %v192 = sext i8 %v183 to i64
  %v193 = sext i8 %v185 to i64
  %v194 = trunc i64 %v186 to i8
  %v195 = trunc i64 %v187 to i8
  %v196 = trunc i64 %v188 to i8
  %v197 = trunc i64 %v189 to i8
  %v198 = trunc i64 %v190 to i8
  %v199 = trunc i64 %v191 to i8
  %v200 = trunc i64 %v192 to i8
  %v201 = trunc i64 %v193 to i8
  %v202 = icmp ne i8 %v194, 0
  %v203 = icmp ne i8 %v195, 0
  %v204 = icmp ne i8 %v196, 0
  %v205 = icmp ne i8 %v197, 0
  %v206 = icmp ne i8 %v198, 0
  %v207 = icmp ne i8 %v199, 0
  %v208 = icmp ne i8 %v200, 0
  %v209 = icmp ne i8 %v201, 0
  %v210 = uitofp i1 %v202 to float
  %v211 = fptrunc float %v210 to half
  %v212 = fpext half %v211 to float
  %v213 = uitofp i1 %v203 to float
  %v214 = fptrunc float %v213 to half
  %v215 = fpext half %v214 to float
  %v216 = uitofp i1 %v204 to float
  %v217 = fptrunc float %v216 to half
  %v218 = fpext half %v217 to float
  %v219 = uitofp i1 %v205 to float
  %v220 = fptrunc float %v219 to half
  %v221 = fpext half %v220 to float
  %v222 = uitofp i1 %v206 to float
  %v223 = fptrunc float %v222 to half
  %v224 = fpext half %v223 to float
  %v225 = uitofp i1 %v207 to float
  %v226 = fptrunc float %v225 to half
  %v227 = fpext half %v226 to float
  %v228 = uitofp i1 %v208 to float
  %v229 = fptrunc float %v228 to half
  %v230 = fpext half %v229 to float
  %v231 = uitofp i1 %v209 to float
  %v232 = fptrunc float %v231 to half
  %v233 = fpext half %v232 to float
  %v234 = zext i1 %v202 to i64
  %v235 = zext i1 %v203 to i64
  %v236 = zext i1 %v204 to i64
  %v237 = zext i1 %v205 to i64
  %v238 = zext i1 %v206 to i64
  %v239 = zext i1 %v207 to i64
  %v240 = zext i1 %v208 to i64
  %v241 = zext i1 %v209 to i64
  %v242 = fcmp une float %v162, 0x0000000000000000
  %v243 = fcmp une float %v163, 0x0000000000000000
  %v244 = fcmp une float %v164, 0x0000000000000000
  %v245 = fcmp une float %v165, 0x0000000000000000
  %v246 = fcmp une float %v166, 0x0000000000000000
  %v247 = fcmp une float %v167, 0x0000000000000000
  %v248 = fcmp une float %v168, 0x0000000000000000
  %v249 = fcmp une float %v169, 0x0000000000000000
  %v250 = bitcast float %v162 to i32
  %v251 = and i32 %v250, 2147483647
  %v252 = lshr i32 %v251, 20
  %v253 = and i32 %v252, 1
  %v254 = add i32 %v251, 524287
  %v255 = add i32 %v254, %v253
  %v256 = lshr i32 %v255, 20
  %v257 = sub i32 %v256, 960
  %v258 = icmp sgt i32 %v257, 126
  %v259 = select i1 %v258, i32 126, i32 %v257
  %v260 = bitcast i32 %v251 to float
  %v261 = fmul float %v260, 0x4080000000000000
  %v262 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v261)
  %v263 = icmp slt i32 %v251, 1015021568
  %v264 = select i1 %v263, i32 %v262, i32 %v259
  %v265 = icmp sgt i32 %v251, 2139095040
  %v266 = select i1 %v265, i32 127, i32 %v264
  %v267 = lshr i32 %v250, 24
  %v268 = and i32 %v267, 128
  %v269 = or i32 %v266, %v268
  %v270 = trunc i32 %v269 to i8
  %v271 = zext i8 %v270 to i32
  %v272 = and i32 %v271, 127
  %v273 = shl i32 %v272, 7
  %v274 = trunc i32 %v273 to i16
  %v275 = bitcast i16 %v274 to half
  %v276 = fpext half %v275 to float
  %v277 = fmul float %v276, 0x4070000000000000
  %v278 = bitcast float %v277 to i32
  %v279 = icmp uge i32 %v272, 127
  %v280 = select i1 %v279, i32 2143289344, i32 %v278
  %v281 = and i32 %v271, 128
  %v282 = shl i32 %v281, 24
  %v283 = or i32 %v280, %v282
  %v284 = bitcast i32 %v283 to float
  %v285 = bitcast float %v163 to i32
  %v286 = and i32 %v285, 2147483647
  %v287 = lshr i32 %v286, 20
  %v288 = and i32 %v287, 1
  %v289 = add i32 %v286, 524287
  %v290 = add i32 %v289, %v288
  %v291 = lshr i32 %v290, 20
  %v292 = sub i32 %v291, 960
  %v293 = icmp sgt i32 %v292, 126
  %v294 = select i1 %v293, i32 126, i32 %v292
  %v295 = bitcast i32 %v286 to float
  %v296 = fmul float %v295, 0x4080000000000000
  %v297 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v296)
  %v298 = icmp slt i32 %v286, 1015021568
  %v299 = select i1 %v298, i32 %v297, i32 %v294
  %v300 = icmp sgt i32 %v286, 2139095040
  %v301 = select i1 %v300, i32 127, i32 %v299
  %v302 = lshr i32 %v285, 24
  %v303 = and i32 %v302, 128
  %v304 = or i32 %v301, %v303
  %v305 = trunc i32 %v304 to i8
  %v306 = zext i8 %v305 to i32
  %v307 = and i32 %v306, 127
  %v308 = shl i32 %v307, 7
  %v309 = trunc i32 %v308 to i16
  %v310 = bitcast i16 %v309 to half
  %v311 = fpext half %v310 to float
  %v312 = fmul float %v311, 0x4070000000000000
  %v313 = bitcast float %v312 to i32
  %v314 = icmp uge i32 %v307, 127
  %v315 = select i1 %v314, i32 2143289344, i32 %v313
  %v316 = and i32 %v306, 128
  %v317 = shl i32 %v316, 24
  %v318 = or i32 %v315, %v317
  %v319 = bitcast i32 %v318 to float
  %v320 = bitcast float %v164 to i32
  %v321 = and i32 %v320, 2147483647
  %v322 = lshr i32 %v321, 20
  %v323 = and i32 %v322, 1
  %v324 = add i32 %v321, 524287
  %v325 = add i32 %v324, %v323
  %v326 = lshr i32 %v325, 20
  %v327 = sub i32 %v326, 960
  %v328 = icmp sgt i32 %v327, 126
  %v329 = select i1 %v328, i32 126, i32 %v327
  %v330 = bitcast i32 %v321 to float
  %v331 = fmul float %v330, 0x4080000000000000
  %v332 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v331)
  %v333 = icmp slt i32 %v321, 1015021568
  %v334 = select i1 %v333, i32 %v332, i32 %v329
  %v335 = icmp sgt i32 %v321, 2139095040
  %v336 = select i1 %v335, i32 127, i32 %v334
  %v337 = lshr i32 %v320, 24
  %v338 = and i32 %v337, 128
  %v339 = or i32 %v336, %v338
  %v340 = trunc i32 %v339 to i8
  %v341 = zext i8 %v340 to i32
  %v342 = and i32 %v341, 127
  %v343 = shl i32 %v342, 7
  %v344 = trunc i32 %v343 to i16
  %v345 = bitcast i16 %v344 to half
  %v346 = fpext half %v345 to float
  %v347 = fmul float %v346, 0x4070000000000000
  %v348 = bitcast float %v347 to i32
  %v349 = icmp uge i32 %v342, 127
  %v350 = select i1 %v349, i32 2143289344, i32 %v348
  %v351 = and i32 %v341, 128
  %v352 = shl i32 %v351, 24
  %v353 = or i32 %v350, %v352
  %v354 = bitcast i32 %v353 to float
  %v355 = bitcast float %v165 to i32
  %v356 = and i32 %v355, 2147483647
  %v357 = lshr i32 %v356, 20
  %v358 = and i32 %v357, 1
  %v359 = add i32 %v356, 524287
  %v360 = add i32 %v359, %v358
  %v361 = lshr i32 %v360, 20
  %v362 = sub i32 %v361, 960
  %v363 = icmp sgt i32 %v362, 126
  %v364 = select i1 %v363, i32 126, i32 %v362
  %v365 = bitcast i32 %v356 to float
  %v366 = fmul float %v365, 0x4080000000000000
  %v367 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v366)
  %v368 = icmp slt i32 %v356, 1015021568
  %v369 = select i1 %v368, i32 %v367, i32 %v364
  %v370 = icmp sgt i32 %v356, 2139095040
  %v371 = select i1 %v370, i32 127, i32 %v369
  %v372 = lshr i32 %v355, 24
  %v373 = and i32 %v372, 128
  %v374 = or i32 %v371, %v373
  %v375 = trunc i32 %v374 to i8
  %v376 = zext i8 %v375 to i32
  %v377 = and i32 %v376, 127
  %v378 = shl i32 %v377, 7
  %v379 = trunc i32 %v378 to i16
  %v380 = bitcast i16 %v379 to half
  %v381 = fpext half %v380 to float
  %v382 = fmul float %v381, 0x4070000000000000
  %v383 = bitcast float %v382 to i32
  %v384 = icmp uge i32 %v377, 127
  %v385 = select i1 %v384, i32 2143289344, i32 %v383
  %v386 = and i32 %v376, 128
  %v387 = shl i32 %v386, 24
  %v388 = or i32 %v385, %v387
  %v389 = bitcast i32 %v388 to float
  %v390 = bitcast float %v166 to i32
  %v391 = and i32 %v390, 2147483647
  %v392 = lshr i32 %v391, 20
  %v393 = and i32 %v392, 1
  %v394 = add i32 %v391, 524287
  %v395 = add i32 %v394, %v393
  %v396 = lshr i32 %v395, 20
  %v397 = sub i32 %v396, 960
  %v398 = icmp sgt i32 %v397, 126
  %v399 = select i1 %v398, i32 126, i32 %v397
  %v400 = bitcast i32 %v391 to float
  %v401 = fmul float %v400, 0x4080000000000000
  %v402 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v401)
  %v403 = icmp slt i32 %v391, 1015021568
  %v404 = select i1 %v403, i32 %v402, i32 %v399
  %v405 = icmp sgt i32 %v391, 2139095040
  %v406 = select i1 %v405, i32 127, i32 %v404
  %v407 = lshr i32 %v390, 24
  %v408 = and i32 %v407, 128
  %v409 = or i32 %v406, %v408
  %v410 = trunc i32 %v409 to i8
  %v411 = zext i8 %v410 to i32
  %v412 = and i32 %v411, 127
  %v413 = shl i32 %v412, 7
  %v414 = trunc i32 %v413 to i16
  %v415 = bitcast i16 %v414 to half
  %v416 = fpext half %v415 to float
  %v417 = fmul float %v416, 0x4070000000000000
  %v418 = bitcast float %v417 to i32
  %v419 = icmp uge i32 %v412, 127
  %v420 = select i1 %v419, i32 2143289344, i32 %v418
  %v421 = and i32 %v411, 128
  %v422 = shl i32 %v421, 24
  %v423 = or i32 %v420, %v422
  %v424 = bitcast i32 %v423 to float
  %v425 = bitcast float %v167 to i32
  %v426 = and i32 %v425, 2147483647
  %v427 = lshr i32 %v426, 20
  %v428 = and i32 %v427, 1
  %v429 = add i32 %v426, 524287
  %v430 = add i32 %v429, %v428
  %v431 = lshr i32 %v430, 20
  %v432 = sub i32 %v431, 960
  %v433 = icmp sgt i32 %v432, 126
  %v434 = select i1 %v433, i32 126, i32 %v432
  %v435 = bitcast i32 %v426 to float
  %v436 = fmul float %v435, 0x4080000000000000
  %v437 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v436)
  %v438 = icmp slt i32 %v426, 1015021568
  %v439 = select i1 %v438, i32 %v437, i32 %v434
  %v440 = icmp sgt i32 %v426, 2139095040
  %v441 = select i1 %v440, i32 127, i32 %v439
  %v442 = lshr i32 %v425, 24
  %v443 = and i32 %v442, 128
  %v444 = or i32 %v441, %v443
  %v445 = trunc i32 %v444 to i8
  %v446 = zext i8 %v445 to i32
  %v447 = and i32 %v446, 127
  %v448 = shl i32 %v447, 7
  %v449 = trunc i32 %v448 to i16
  %v450 = bitcast i16 %v449 to half
  %v451 = fpext half %v450 to float
  %v452 = fmul float %v451, 0x4070000000000000
  %v453 = bitcast float %v452 to i32
  %v454 = icmp uge i32 %v447, 127
  %v455 = select i1 %v454, i32 2143289344, i32 %v453
  %v456 = and i32 %v446, 128
  %v457 = shl i32 %v456, 24
  %v458 = or i32 %v455, %v457
  %v459 = bitcast i32 %v458 to float
  %v460 = bitcast float %v168 to i32
  %v461 = and i32 %v460, 2147483647
  %v462 = lshr i32 %v461, 20
  %v463 = and i32 %v462, 1
  %v464 = add i32 %v461, 524287
  %v465 = add i32 %v464, %v463
  %v466 = lshr i32 %v465, 20
  %v467 = sub i32 %v466, 960
  %v468 = icmp sgt i32 %v467, 126
  %v469 = select i1 %v468, i32 126, i32 %v467
  %v470 = bitcast i32 %v461 to float
  %v471 = fmul float %v470, 0x4080000000000000
  %v472 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v471)
  %v473 = icmp slt i32 %v461, 1015021568
  %v474 = select i1 %v473, i32 %v472, i32 %v469
  %v475 = icmp sgt i32 %v461, 2139095040
  %v476 = select i1 %v475, i32 127, i32 %v474
  %v477 = lshr i32 %v460, 24
  %v478 = and i32 %v477, 128
  %v479 = or i32 %v476, %v478
  %v480 = trunc i32 %v479 to i8
  %v481 = zext i8 %v480 to i32
  %v482 = and i32 %v481, 127
  %v483 = shl i32 %v482, 7
  %v484 = trunc i32 %v483 to i16
  %v485 = bitcast i16 %v484 to half
  %v486 = fpext half %v485 to float
  %v487 = fmul float %v486, 0x4070000000000000
  %v488 = bitcast float %v487 to i32
  %v489 = icmp uge i32 %v482, 127
  %v490 = select i1 %v489, i32 2143289344, i32 %v488
  %v491 = and i32 %v481, 128
  %v492 = shl i32 %v491, 24
  %v493 = or i32 %v490, %v492
  %v494 = bitcast i32 %v493 to float
  %v495 = bitcast float %v169 to i32
  %v496 = and i32 %v495, 2147483647
  %v497 = lshr i32 %v496, 20
  %v498 = and i32 %v497, 1
  %v499 = add i32 %v496, 524287
  %v500 = add i32 %v499, %v498
  %v501 = lshr i32 %v500, 20
  %v502 = sub i32 %v501, 960
  %v503 = icmp sgt i32 %v502, 126
  %v504 = select i1 %v503, i32 126, i32 %v502
  %v505 = bitcast i32 %v496 to float
  %v506 = fmul float %v505, 0x4080000000000000
  %v507 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v506)
  %v508 = icmp slt i32 %v496, 1015021568
  %v509 = select i1 %v508, i32 %v507, i32 %v504
  %v510 = icmp sgt i32 %v496, 2139095040
  %v511 = select i1 %v510, i32 127, i32 %v509
  %v512 = lshr i32 %v495, 24
  %v513 = and i32 %v512, 128
  %v514 = or i32 %v511, %v513
  %v515 = trunc i32 %v514 to i8
  %v516 = zext i8 %v515 to i32
  %v517 = and i32 %v516, 127
  %v518 = shl i32 %v517, 7
  %v519 = trunc i32 %v518 to i16
  %v520 = bitcast i16 %v519 to half
  %v521 = fpext half %v520 to float
  %v522 = fmul float %v521, 0x4070000000000000
  %v523 = bitcast float %v522 to i32
  %v524 = icmp uge i32 %v517, 127
  %v525 = select i1 %v524, i32 2143289344, i32 %v523
  %v526 = and i32 %v516, 128
  %v527 = shl i32 %v526, 24
  %v528 = or i32 %v525, %v527
  %v529 = bitcast i32 %v528 to float
  %v530 = sitofp i64 %v186 to float
  %v531 = sitofp i64 %v187 to float
  %v532 = sitofp i64 %v188 to float
  %v533 = sitofp i64 %v189 to float
  %v534 = sitofp i64 %v190 to float
  %v535 = sitofp i64 %v191 to float
  %v536 = sitofp i64 %v192 to float
  %v537 = sitofp i64 %v193 to float
  %v538 = fsub float 0x8000000000000000, %v162
  %v539 = call float @__nv_expf(float %v538)
  %v540 = fadd float 0x3FF0000000000000, %v539
  %v541 = fdiv float 0x3FF0000000000000, %v540
  %v542 = fptrunc float %v541 to half
  %v543 = fpext half %v542 to float
  %v544 = fsub float 0x8000000000000000, %v163
  %v545 = call float @__nv_expf(float %v544)
  %v546 = fadd float 0x3FF0000000000000, %v545
  %v547 = fdiv float 0x3FF0000000000000, %v546
  %v548 = fptrunc float %v547 to half
  %v549 = fpext half %v548 to float
  %v550 = fsub float 0x8000000000000000, %v164
  %v551 = call float @__nv_expf(float %v550)
  %v552 = fadd float 0x3FF0000000000000, %v551
  %v553 = fdiv float 0x3FF0000000000000, %v552
  %v554 = fptrunc float %v553 to half
  %v555 = fpext half %v554 to float
  %v556 = fsub float 0x8000000000000000, %v165
  %v557 = call float @__nv_expf(float %v556)
  %v558 = fadd float 0x3FF0000000000000, %v557
  %v559 = fdiv float 0x3FF0000000000000, %v558
  %v560 = fptrunc float %v559 to half
  %v561 = fpext half %v560 to float
  %v562 = fsub float 0x8000000000000000, %v166
  %v563 = call float @__nv_expf(float %v562)
  %v564 = fadd float 0x3FF0000000000000, %v563
  %v565 = fdiv float 0x3FF0000000000000, %v564
  %v566 = fptrunc float %v565 to half
  %v567 = fpext half %v566 to float
  %v568 = fsub float 0x8000000000000000, %v167
  %v569 = call float @__nv_expf(float %v568)
  %v570 = fadd float 0x3FF0000000000000, %v569
  %v571 = fdiv float 0x3FF0000000000000, %v570
  %v572 = fptrunc float %v571 to half
  %v573 = fpext half %v572 to float
  %v574 = fsub float 0x8000000000000000, %v168
  %v575 = call float @__nv_expf(float %v574)
  %v576 = fadd float 0x3FF0000000000000, %v575
  %v577 = fdiv float 0x3FF0000000000000, %v576
  %v578 = fptrunc float %v577 to half
  %v579 = fpext half %v578 to float
  %v580 = fsub float 0x8000000000000000, %v169
  %v581 = call float @__nv_expf(float %v580)
  %v582 = fadd float 0x3FF0000000000000, %v581
  %v583 = fdiv float 0x3FF0000000000000, %v582
  %v584 = fptrunc float %v583 to half
  %v585 = fpext half %v584 to float
  %v586 = call float @__nv_erff(float %v543)
  %v587 = fptrunc float %v586 to half
  %v588 = fpext half %v587 to float
  %v589 = call float @__nv_erff(float %v549)
  %v590 = fptrunc float %v589 to half
  %v591 = fpext half %v590 to float
  %v592 = call float @__nv_erff(float %v555)
  %v593 = fptrunc float %v592 to half
  %v594 = fpext half %v593 to float
  %v595 = call float @__nv_erff(float %v561)
  %v596 = fptrunc float %v595 to half
  %v597 = fpext half %v596 to float
  %v598 = call float @__nv_erff(float %v567)
  %v599 = fptrunc float %v598 to half
  %v600 = fpext half %v599 to float
  %v601 = call float @__nv_erff(float %v573)
  %v602 = fptrunc float %v601 to half
  %v603 = fpext half %v602 to float
  %v604 = call float @__nv_erff(float %v579)
  %v605 = fptrunc float %v604 to half
  %v606 = fpext half %v605 to float
  %v607 = call float @__nv_erff(float %v585)
  %v608 = fptrunc float %v607 to half
  %v609 = fpext half %v608 to float
  %v610 = fadd float %v588, %v212
  %v611 = fptrunc float %v610 to half
  %v612 = fpext half %v611 to float
  %v613 = fadd float %v591, %v215
  %v614 = fptrunc float %v613 to half
  %v615 = fpext half %v614 to float
  %v616 = fadd float %v594, %v218
  %v617 = fptrunc float %v616 to half
  %v618 = fpext half %v617 to float
  %v619 = fadd float %v597, %v221
  %v620 = fptrunc float %v619 to half
  %v621 = fpext half %v620 to float
  %v622 = fadd float %v600, %v224
  %v623 = fptrunc float %v622 to half
  %v624 = fpext half %v623 to float
  %v625 = fadd float %v603, %v227
  %v626 = fptrunc float %v625 to half
  %v627 = fpext half %v626 to float
  %v628 = fadd float %v606, %v230
  %v629 = fptrunc float %v628 to half
  %v630 = fpext half %v629 to float
  %v631 = fadd float %v609, %v233
  %v632 = fptrunc float %v631 to half
  %v633 = fpext half %v632 to float
  %v634 = sitofp i32 %p15 to float
  %v635 = and i32 %v2, 1
  %v636 = shl i32 %v635, 3
  %v637 = lshr i32 %v2, 1
  %v638 = and i32 %v637, 1
  %v639 = shl i32 %v638, 4
  %v640 = or i32 %v636, %v639
  %v641 = lshr i32 %v2, 2
  %v642 = and i32 %v641, 1
  %v643 = shl i32 %v642, 5
  %v644 = or i32 %v640, %v643
  %v645 = lshr i32 %v2, 3
  %v646 = and i32 %v645, 1
  %v647 = shl i32 %v646, 6
  %v648 = or i32 %v644, %v647
  %v649 = and i32 %v648, 127
  %v650 = sext i32 %v5 to i64
  %v651 = mul i64 %v650, 128
  %v652 = zext i32 %v649 to i64
  %v653 = add i64 %v651, %v652
  %v654 = sext i32 %p2 to i64
  %v655 = zext i32 %p1 to i64
  %v656 = mul i64 %v653, %v654
  %v657 = add i64 %v651, 128
  %v658 = icmp sle i64 %v657, %v655
  %v659 = icmp sge i64 %v650, 0
  %v660 = and i1 %v658, %v659
  %v661 = and i32 %v2, 16
  %v662 = icmp eq i32 %v661, 0
  %v663 = and i32 %v3, 3
  %v664 = icmp eq i32 %v663, 0
  %v665 = and i1 %v662, %v664
  br i1 %v665, label %st_owner4, label %join5
st_owner4:
  br i1 %v660, label %st_full6, label %st_edge7
join5:
  %v754 = and i32 %v2, 1
  %v755 = shl i32 %v754, 3
  %v756 = lshr i32 %v2, 1
  %v757 = and i32 %v756, 1
  %v758 = shl i32 %v757, 4
  %v759 = or i32 %v755, %v758
  %v760 = lshr i32 %v2, 2
  %v761 = and i32 %v760, 1
  %v762 = shl i32 %v761, 5
  %v763 = or i32 %v759, %v762
  %v764 = lshr i32 %v2, 3
  %v765 = and i32 %v764, 1
  %v766 = shl i32 %v765, 6
  %v767 = or i32 %v763, %v766
  %v768 = and i32 %v767, 127
  %v769 = sext i32 %v5 to i64
  %v770 = mul i64 %v769, 128
  %v771 = zext i32 %v768 to i64
  %v772 = add i64 %v770, %v771
  %v773 = sext i32 %p5 to i64
  %v774 = zext i32 %p4 to i64
  %v775 = mul i64 %v772, %v773
  %v776 = add i64 %v770, 128
  %v777 = icmp sle i64 %v776, %v774
  %v778 = icmp sge i64 %v769, 0
  %v779 = and i1 %v777, %v778
  %v780 = and i32 %v2, 16
  %v781 = icmp eq i32 %v780, 0
  %v782 = and i32 %v3, 3
  %v783 = icmp eq i32 %v782, 0
  %v784 = and i1 %v781, %v783
  br i1 %v784, label %st_owner25, label %join26
st_full6:
  %v666 = icmp ult i64 %v653, %v655
  %v667 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v656
  %v668 = fptrunc float %v612 to half
  store half %v668, half addrspace(1)* %v667, align 2
  %v669 = add i64 %v656, %v654
  %v670 = add i64 %v653, 1
  %v671 = icmp ult i64 %v670, %v655
  %v672 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v669
  %v673 = fptrunc float %v615 to half
  store half %v673, half addrspace(1)* %v672, align 2
  %v674 = mul i64 2, %v654
  %v675 = add i64 %v656, %v674
  %v676 = add i64 %v653, 2
  %v677 = icmp ult i64 %v676, %v655
  %v678 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v675
  %v679 = fptrunc float %v618 to half
  store half %v679, half addrspace(1)* %v678, align 2
  %v680 = mul i64 3, %v654
  %v681 = add i64 %v656, %v680
  %v682 = add i64 %v653, 3
  %v683 = icmp ult i64 %v682, %v655
  %v684 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v681
  %v685 = fptrunc float %v621 to half
  store half %v685, half addrspace(1)* %v684, align 2
  %v686 = mul i64 4, %v654
  %v687 = add i64 %v656, %v686
  %v688 = add i64 %v653, 4
  %v689 = icmp ult i64 %v688, %v655
  %v690 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v687
  %v691 = fptrunc float %v624 to half
  store half %v691, half addrspace(1)* %v690, align 2
  %v692 = mul i64 5, %v654
  %v693 = add i64 %v656, %v692
  %v694 = add i64 %v653, 5
  %v695 = icmp ult i64 %v694, %v655
  %v696 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v693
  %v697 = fptrunc float %v627 to half
  store half %v697, half addrspace(1)* %v696, align 2
  %v698 = mul i64 6, %v654
  %v699 = add i64 %v656, %v698
  %v700 = add i64 %v653, 6
  %v701 = icmp ult i64 %v700, %v655
  %v702 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v699
  %v703 = fptrunc float %v630 to half
  store half %v703, half addrspace(1)* %v702, align 2
  %v704 = mul i64 7, %v654
  %v705 = add i64 %v656, %v704
  %v706 = add i64 %v653, 7
  %v707 = icmp ult i64 %v706, %v655
  %v708 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v705
  %v709 = fptrunc float %v633 to half
  store half %v709, half addrspace(1)* %v708, align 2
  br label %st_done8
st_edge7:
  %v710 = icmp ult i64 %v653, %v655
  %v711 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v656
  br i1 %v710, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v712 = fptrunc float %v612 to half
  store half %v712, half addrspace(1)* %v711, align 2
  br label %join10
join10:
  %v713 = add i64 %v656, %v654
  %v714 = add i64 %v653, 1
  %v715 = icmp ult i64 %v714, %v655
  %v716 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v713
  br i1 %v715, label %st11, label %join12
st11:
  %v717 = fptrunc float %v615 to half
  store half %v717, half addrspace(1)* %v716, align 2
  br label %join12
join12:
  %v718 = mul i64 2, %v654
  %v719 = add i64 %v656, %v718
  %v720 = add i64 %v653, 2
  %v721 = icmp ult i64 %v720, %v655
  %v722 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v719
  br i1 %v721, label %st13, label %join14
st13:
  %v723 = fptrunc float %v618 to half
  store half %v723, half addrspace(1)* %v722, align 2
  br label %join14
join14:
  %v724 = mul i64 3, %v654
  %v725 = add i64 %v656, %v724
  %v726 = add i64 %v653, 3
  %v727 = icmp ult i64 %v726, %v655
  %v728 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v725
  br i1 %v727, label %st15, label %join16
st15:
  %v729 = fptrunc float %v621 to half
  store half %v729, half addrspace(1)* %v728, align 2
  br label %join16
join16:
  %v730 = mul i64 4, %v654
  %v731 = add i64 %v656, %v730
  %v732 = add i64 %v653, 4
  %v733 = icmp ult i64 %v732, %v655
  %v734 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v731
  br i1 %v733, label %st17, label %join18
st17:
  %v735 = fptrunc float %v624 to half
  store half %v735, half addrspace(1)* %v734, align 2
  br label %join18
join18:
  %v736 = mul i64 5, %v654
  %v737 = add i64 %v656, %v736
  %v738 = add i64 %v653, 5
  %v739 = icmp ult i64 %v738, %v655
  %v740 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v737
  br i1 %v739, label %st19, label %join20
st19:
  %v741 = fptrunc float %v627 to half
  store half %v741, half addrspace(1)* %v740, align 2
  br label %join20
join20:
  %v742 = mul i64 6, %v654
  %v743 = add i64 %v656, %v742
  %v744 = add i64 %v653, 6
  %v745 = icmp ult i64 %v744, %v655
  %v746 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v743
  br i1 %v745, label %st21, label %join22
st21:
  %v747 = fptrunc float %v630 to half
  store half %v747, half addrspace(1)* %v746, align 2
  br label %join22
join22:
  %v748 = mul i64 7, %v654
  %v749 = add i64 %v656, %v748
  %v750 = add i64 %v653, 7
  %v751 = icmp ult i64 %v750, %v655
  %v752 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v749
  br i1 %v751, label %st23, label %join24
st23:
  %v753 = fptrunc float %v633 to half
  store half %v753, half addrspace(1)* %v752, align 2
  br label %join24
join24:
  br label %st_done8
st_owner25:
  br i1 %v779, label %st_full27, label %st_edge28
join26:
  %v857 = and i32 %v2, 1
  %v858 = shl i32 %v857, 3
  %v859 = lshr i32 %v2, 1
  %v860 = and i32 %v859, 1
  %v861 = shl i32 %v860, 4
  %v862 = or i32 %v858, %v861
  %v863 = lshr i32 %v2, 2
  %v864 = and i32 %v863, 1
  %v865 = shl i32 %v864, 5
  %v866 = or i32 %v862, %v865
  %v867 = lshr i32 %v2, 3
  %v868 = and i32 %v867, 1
  %v869 = shl i32 %v868, 6
  %v870 = or i32 %v866, %v869
  %v871 = and i32 %v870, 127
  %v872 = sext i32 %v5 to i64
  %v873 = mul i64 %v872, 128
  %v874 = zext i32 %v871 to i64
  %v875 = add i64 %v873, %v874
  %v876 = sext i32 %p8 to i64
  %v877 = zext i32 %p7 to i64
  %v878 = mul i64 %v875, %v876
  %v879 = add i64 %v873, 128
  %v880 = icmp sle i64 %v879, %v877
  %v881 = icmp sge i64 %v872, 0
  %v882 = and i1 %v880, %v881
  %v883 = and i32 %v2, 16
  %v884 = icmp eq i32 %v883, 0
  %v885 = and i32 %v3, 3
  %v886 = icmp eq i32 %v885, 0
  %v887 = and i1 %v884, %v886
  br i1 %v887, label %st_owner46, label %join47
st_full27:
  %v785 = icmp ult i64 %v772, %v774
  %v786 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v775
  store i8 %v194, i8 addrspace(1)* %v786, align 1
  %v787 = add i64 %v775, %v773
  %v788 = add i64 %v772, 1
  %v789 = icmp ult i64 %v788, %v774
  %v790 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v787
  store i8 %v195, i8 addrspace(1)* %v790, align 1
  %v791 = mul i64 2, %v773
  %v792 = add i64 %v775, %v791
  %v793 = add i64 %v772, 2
  %v794 = icmp ult i64 %v793, %v774
  %v795 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v792
  store i8 %v196, i8 addrspace(1)* %v795, align 1
  %v796 = mul i64 3, %v773
  %v797 = add i64 %v775, %v796
  %v798 = add i64 %v772, 3
  %v799 = icmp ult i64 %v798, %v774
  %v800 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v797
  store i8 %v197, i8 addrspace(1)* %v800, align 1
  %v801 = mul i64 4, %v773
  %v802 = add i64 %v775, %v801
  %v803 = add i64 %v772, 4
  %v804 = icmp ult i64 %v803, %v774
  %v805 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v802
  store i8 %v198, i8 addrspace(1)* %v805, align 1
  %v806 = mul i64 5, %v773
  %v807 = add i64 %v775, %v806
  %v808 = add i64 %v772, 5
  %v809 = icmp ult i64 %v808, %v774
  %v810 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v807
  store i8 %v199, i8 addrspace(1)* %v810, align 1
  %v811 = mul i64 6, %v773
  %v812 = add i64 %v775, %v811
  %v813 = add i64 %v772, 6
  %v814 = icmp ult i64 %v813, %v774
  %v815 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v812
  store i8 %v200, i8 addrspace(1)* %v815, align 1
  %v816 = mul i64 7, %v773
  %v817 = add i64 %v775, %v816
  %v818 = add i64 %v772, 7
  %v819 = icmp ult i64 %v818, %v774
  %v820 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v817
  store i8 %v201, i8 addrspace(1)* %v820, align 1
  br label %st_done29
st_edge28:
  %v821 = icmp ult i64 %v772, %v774
  %v822 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v775
  br i1 %v821, label %st30, label %join31
st_done29:
  br label %join26
st30:
  store i8 %v194, i8 addrspace(1)* %v822, align 1
  br label %join31
join31:
  %v823 = add i64 %v775, %v773
  %v824 = add i64 %v772, 1
  %v825 = icmp ult i64 %v824, %v774
  %v826 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v823
  br i1 %v825, label %st32, label %join33
st32:
  store i8 %v195, i8 addrspace(1)* %v826, align 1
  br label %join33
join33:
  %v827 = mul i64 2, %v773
  %v828 = add i64 %v775, %v827
  %v829 = add i64 %v772, 2
  %v830 = icmp ult i64 %v829, %v774
  %v831 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v828
  br i1 %v830, label %st34, label %join35
st34:
  store i8 %v196, i8 addrspace(1)* %v831, align 1
  br label %join35
join35:
  %v832 = mul i64 3, %v773
  %v833 = add i64 %v775, %v832
  %v834 = add i64 %v772, 3
  %v835 = icmp ult i64 %v834, %v774
  %v836 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v833
  br i1 %v835, label %st36, label %join37
st36:
  store i8 %v197, i8 addrspace(1)* %v836, align 1
  br label %join37
join37:
  %v837 = mul i64 4, %v773
  %v838 = add i64 %v775, %v837
  %v839 = add i64 %v772, 4
  %v840 = icmp ult i64 %v839, %v774
  %v841 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v838
  br i1 %v840, label %st38, label %join39
st38:
  store i8 %v198, i8 addrspace(1)* %v841, align 1
  br label %join39
join39:
  %v842 = mul i64 5, %v773
  %v843 = add i64 %v775, %v842
  %v844 = add i64 %v772, 5
  %v845 = icmp ult i64 %v844, %v774
  %v846 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v843
  br i1 %v845, label %st40, label %join41
st40:
  store i8 %v199, i8 addrspace(1)* %v846, align 1
  br label %join41
join41:
  %v847 = mul i64 6, %v773
  %v848 = add i64 %v775, %v847
  %v849 = add i64 %v772, 6
  %v850 = icmp ult i64 %v849, %v774
  %v851 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v848
  br i1 %v850, label %st42, label %join43
st42:
  store i8 %v200, i8 addrspace(1)* %v851, align 1
  br label %join43
join43:
  %v852 = mul i64 7, %v773
  %v853 = add i64 %v775, %v852
  %v854 = add i64 %v772, 7
  %v855 = icmp ult i64 %v854, %v774
  %v856 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v853
  br i1 %v855, label %st44, label %join45
st44:
  store i8 %v201, i8 addrspace(1)* %v856, align 1
  br label %join45
join45:
  br label %st_done29
st_owner46:
  br i1 %v882, label %st_full48, label %st_edge49
join47:
  %v960 = and i32 %v2, 1
  %v961 = shl i32 %v960, 3
  %v962 = lshr i32 %v2, 1
  %v963 = and i32 %v962, 1
  %v964 = shl i32 %v963, 4
  %v965 = or i32 %v961, %v964
  %v966 = lshr i32 %v2, 2
  %v967 = and i32 %v966, 1
  %v968 = shl i32 %v967, 5
  %v969 = or i32 %v965, %v968
  %v970 = lshr i32 %v2, 3
  %v971 = and i32 %v970, 1
  %v972 = shl i32 %v971, 6
  %v973 = or i32 %v969, %v972
  %v974 = and i32 %v973, 127
  %v975 = sext i32 %v5 to i64
  %v976 = mul i64 %v975, 128
  %v977 = zext i32 %v974 to i64
  %v978 = add i64 %v976, %v977
  %v979 = sext i32 %p11 to i64
  %v980 = zext i32 %p10 to i64
  %v981 = mul i64 %v978, %v979
  %v982 = add i64 %v976, 128
  %v983 = icmp sle i64 %v982, %v980
  %v984 = icmp sge i64 %v975, 0
  %v985 = and i1 %v983, %v984
  %v986 = and i32 %v2, 16
  %v987 = icmp eq i32 %v986, 0
  %v988 = and i32 %v3, 3
  %v989 = icmp eq i32 %v988, 0
  %v990 = and i1 %v987, %v989
  br i1 %v990, label %st_owner67, label %join68
st_full48:
  %v888 = icmp ult i64 %v875, %v877
  %v889 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v878
  store i64 %v234, i64 addrspace(1)* %v889, align 8
  %v890 = add i64 %v878, %v876
  %v891 = add i64 %v875, 1
  %v892 = icmp ult i64 %v891, %v877
  %v893 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v890
  store i64 %v235, i64 addrspace(1)* %v893, align 8
  %v894 = mul i64 2, %v876
  %v895 = add i64 %v878, %v894
  %v896 = add i64 %v875, 2
  %v897 = icmp ult i64 %v896, %v877
  %v898 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v895
  store i64 %v236, i64 addrspace(1)* %v898, align 8
  %v899 = mul i64 3, %v876
  %v900 = add i64 %v878, %v899
  %v901 = add i64 %v875, 3
  %v902 = icmp ult i64 %v901, %v877
  %v903 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v900
  store i64 %v237, i64 addrspace(1)* %v903, align 8
  %v904 = mul i64 4, %v876
  %v905 = add i64 %v878, %v904
  %v906 = add i64 %v875, 4
  %v907 = icmp ult i64 %v906, %v877
  %v908 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v905
  store i64 %v238, i64 addrspace(1)* %v908, align 8
  %v909 = mul i64 5, %v876
  %v910 = add i64 %v878, %v909
  %v911 = add i64 %v875, 5
  %v912 = icmp ult i64 %v911, %v877
  %v913 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v910
  store i64 %v239, i64 addrspace(1)* %v913, align 8
  %v914 = mul i64 6, %v876
  %v915 = add i64 %v878, %v914
  %v916 = add i64 %v875, 6
  %v917 = icmp ult i64 %v916, %v877
  %v918 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v915
  store i64 %v240, i64 addrspace(1)* %v918, align 8
  %v919 = mul i64 7, %v876
  %v920 = add i64 %v878, %v919
  %v921 = add i64 %v875, 7
  %v922 = icmp ult i64 %v921, %v877
  %v923 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v920
  store i64 %v241, i64 addrspace(1)* %v923, align 8
  br label %st_done50
st_edge49:
  %v924 = icmp ult i64 %v875, %v877
  %v925 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v878
  br i1 %v924, label %st51, label %join52
st_done50:
  br label %join47
st51:
  store i64 %v234, i64 addrspace(1)* %v925, align 8
  br label %join52
join52:
  %v926 = add i64 %v878, %v876
  %v927 = add i64 %v875, 1
  %v928 = icmp ult i64 %v927, %v877
  %v929 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v926
  br i1 %v928, label %st53, label %join54
st53:
  store i64 %v235, i64 addrspace(1)* %v929, align 8
  br label %join54
join54:
  %v930 = mul i64 2, %v876
  %v931 = add i64 %v878, %v930
  %v932 = add i64 %v875, 2
  %v933 = icmp ult i64 %v932, %v877
  %v934 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v931
  br i1 %v933, label %st55, label %join56
st55:
  store i64 %v236, i64 addrspace(1)* %v934, align 8
  br label %join56
join56:
  %v935 = mul i64 3, %v876
  %v936 = add i64 %v878, %v935
  %v937 = add i64 %v875, 3
  %v938 = icmp ult i64 %v937, %v877
  %v939 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v936
  br i1 %v938, label %st57, label %join58
st57:
  store i64 %v237, i64 addrspace(1)* %v939, align 8
  br label %join58
join58:
  %v940 = mul i64 4, %v876
  %v941 = add i64 %v878, %v940
  %v942 = add i64 %v875, 4
  %v943 = icmp ult i64 %v942, %v877
  %v944 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v941
  br i1 %v943, label %st59, label %join60
st59:
  store i64 %v238, i64 addrspace(1)* %v944, align 8
  br label %join60
join60:
  %v945 = mul i64 5, %v876
  %v946 = add i64 %v878, %v945
  %v947 = add i64 %v875, 5
  %v948 = icmp ult i64 %v947, %v877
  %v949 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v946
  br i1 %v948, label %st61, label %join62
st61:
  store i64 %v239, i64 addrspace(1)* %v949, align 8
  br label %join62
join62:
  %v950 = mul i64 6, %v876
  %v951 = add i64 %v878, %v950
  %v952 = add i64 %v875, 6
  %v953 = icmp ult i64 %v952, %v877
  %v954 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v951
  br i1 %v953, label %st63, label %join64
st63:
  store i64 %v240, i64 addrspace(1)* %v954, align 8
  br label %join64
join64:
  %v955 = mul i64 7, %v876
  %v956 = add i64 %v878, %v955
  %v957 = add i64 %v875, 7
  %v958 = icmp ult i64 %v957, %v877
  %v959 = getelementptr inbounds i64, i64 addrspace(1)* %p6, i64 %v956
  br i1 %v958, label %st65, label %join66
st65:
  store i64 %v241, i64 addrspace(1)* %v959, align 8
  br label %join66
join66:
  br label %st_done50
st_owner67:
  br i1 %v985, label %st_full69, label %st_edge70
join68:
  %v1079 = and i32 %v2, 1
  %v1080 = shl i32 %v1079, 3
  %v1081 = lshr i32 %v2, 1
  %v1082 = and i32 %v1081, 1
  %v1083 = shl i32 %v1082, 4
  %v1084 = or i32 %v1080, %v1083
  %v1085 = lshr i32 %v2, 2
  %v1086 = and i32 %v1085, 1
  %v1087 = shl i32 %v1086, 5
  %v1088 = or i32 %v1084, %v1087
  %v1089 = lshr i32 %v2, 3
  %v1090 = and i32 %v1089, 1
  %v1091 = shl i32 %v1090, 6
  %v1092 = or i32 %v1088, %v1091
  %v1093 = and i32 %v1092, 127
  %v1094 = sext i32 %v5 to i64
  %v1095 = mul i64 %v1094, 128
  %v1096 = zext i32 %v1093 to i64
  %v1097 = add i64 %v1095, %v1096
  %v1098 = sext i32 %p14 to i64
  %v1099 = zext i32 %p13 to i64
  %v1100 = mul i64 %v1097, %v1098
  %v1101 = add i64 %v1095, 128
  %v1102 = icmp sle i64 %v1101, %v1099
  %v1103 = icmp sge i64 %v1094, 0
  %v1104 = and i1 %v1102, %v1103
  %v1105 = and i32 %v2, 16
  %v1106 = icmp eq i32 %v1105, 0
  %v1107 = and i32 %v3, 3
  %v1108 = icmp eq i32 %v1107, 0
  %v1109 = and i1 %v1106, %v1108
  br i1 %v1109, label %st_owner88, label %join89
st_full69:
  %v991 = icmp ult i64 %v978, %v980
  %v992 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v981
  %v993 = zext i1 %v242 to i8
  store i8 %v993, i8 addrspace(1)* %v992, align 1
  %v994 = add i64 %v981, %v979
  %v995 = add i64 %v978, 1
  %v996 = icmp ult i64 %v995, %v980
  %v997 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v994
  %v998 = zext i1 %v243 to i8
  store i8 %v998, i8 addrspace(1)* %v997, align 1
  %v999 = mul i64 2, %v979
  %v1000 = add i64 %v981, %v999
  %v1001 = add i64 %v978, 2
  %v1002 = icmp ult i64 %v1001, %v980
  %v1003 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1000
  %v1004 = zext i1 %v244 to i8
  store i8 %v1004, i8 addrspace(1)* %v1003, align 1
  %v1005 = mul i64 3, %v979
  %v1006 = add i64 %v981, %v1005
  %v1007 = add i64 %v978, 3
  %v1008 = icmp ult i64 %v1007, %v980
  %v1009 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1006
  %v1010 = zext i1 %v245 to i8
  store i8 %v1010, i8 addrspace(1)* %v1009, align 1
  %v1011 = mul i64 4, %v979
  %v1012 = add i64 %v981, %v1011
  %v1013 = add i64 %v978, 4
  %v1014 = icmp ult i64 %v1013, %v980
  %v1015 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1012
  %v1016 = zext i1 %v246 to i8
  store i8 %v1016, i8 addrspace(1)* %v1015, align 1
  %v1017 = mul i64 5, %v979
  %v1018 = add i64 %v981, %v1017
  %v1019 = add i64 %v978, 5
  %v1020 = icmp ult i64 %v1019, %v980
  %v1021 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1018
  %v1022 = zext i1 %v247 to i8
  store i8 %v1022, i8 addrspace(1)* %v1021, align 1
  %v1023 = mul i64 6, %v979
  %v1024 = add i64 %v981, %v1023
  %v1025 = add i64 %v978, 6
  %v1026 = icmp ult i64 %v1025, %v980
  %v1027 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1024
  %v1028 = zext i1 %v248 to i8
  store i8 %v1028, i8 addrspace(1)* %v1027, align 1
  %v1029 = mul i64 7, %v979
  %v1030 = add i64 %v981, %v1029
  %v1031 = add i64 %v978, 7
  %v1032 = icmp ult i64 %v1031, %v980
  %v1033 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1030
  %v1034 = zext i1 %v249 to i8
  store i8 %v1034, i8 addrspace(1)* %v1033, align 1
  br label %st_done71
st_edge70:
  %v1035 = icmp ult i64 %v978, %v980
  %v1036 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v981
  br i1 %v1035, label %st72, label %join73
st_done71:
  br label %join68
st72:
  %v1037 = zext i1 %v242 to i8
  store i8 %v1037, i8 addrspace(1)* %v1036, align 1
  br label %join73
join73:
  %v1038 = add i64 %v981, %v979
  %v1039 = add i64 %v978, 1
  %v1040 = icmp ult i64 %v1039, %v980
  %v1041 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1038
  br i1 %v1040, label %st74, label %join75
st74:
  %v1042 = zext i1 %v243 to i8
  store i8 %v1042, i8 addrspace(1)* %v1041, align 1
  br label %join75
join75:
  %v1043 = mul i64 2, %v979
  %v1044 = add i64 %v981, %v1043
  %v1045 = add i64 %v978, 2
  %v1046 = icmp ult i64 %v1045, %v980
  %v1047 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1044
  br i1 %v1046, label %st76, label %join77
st76:
  %v1048 = zext i1 %v244 to i8
  store i8 %v1048, i8 addrspace(1)* %v1047, align 1
  br label %join77
join77:
  %v1049 = mul i64 3, %v979
  %v1050 = add i64 %v981, %v1049
  %v1051 = add i64 %v978, 3
  %v1052 = icmp ult i64 %v1051, %v980
  %v1053 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1050
  br i1 %v1052, label %st78, label %join79
st78:
  %v1054 = zext i1 %v245 to i8
  store i8 %v1054, i8 addrspace(1)* %v1053, align 1
  br label %join79
join79:
  %v1055 = mul i64 4, %v979
  %v1056 = add i64 %v981, %v1055
  %v1057 = add i64 %v978, 4
  %v1058 = icmp ult i64 %v1057, %v980
  %v1059 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1056
  br i1 %v1058, label %st80, label %join81
st80:
  %v1060 = zext i1 %v246 to i8
  store i8 %v1060, i8 addrspace(1)* %v1059, align 1
  br label %join81
join81:
  %v1061 = mul i64 5, %v979
  %v1062 = add i64 %v981, %v1061
  %v1063 = add i64 %v978, 5
  %v1064 = icmp ult i64 %v1063, %v980
  %v1065 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1062
  br i1 %v1064, label %st82, label %join83
st82:
  %v1066 = zext i1 %v247 to i8
  store i8 %v1066, i8 addrspace(1)* %v1065, align 1
  br label %join83
join83:
  %v1067 = mul i64 6, %v979
  %v1068 = add i64 %v981, %v1067
  %v1069 = add i64 %v978, 6
  %v1070 = icmp ult i64 %v1069, %v980
  %v1071 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1068
  br i1 %v1070, label %st84, label %join85
st84:
  %v1072 = zext i1 %v248 to i8
  store i8 %v1072, i8 addrspace(1)* %v1071, align 1
  br label %join85
join85:
  %v1073 = mul i64 7, %v979
  %v1074 = add i64 %v981, %v1073
  %v1075 = add i64 %v978, 7
  %v1076 = icmp ult i64 %v1075, %v980
  %v1077 = getelementptr inbounds i8, i8 addrspace(1)* %p9, i64 %v1074
  br i1 %v1076, label %st86, label %join87
st86:
  %v1078 = zext i1 %v249 to i8
  store i8 %v1078, i8 addrspace(1)* %v1077, align 1
  br label %join87
join87:
  br label %st_done71
st_owner88:
  br i1 %v1104, label %st_full90, label %st_edge91
join89:
  %v1518 = and i1 %v4, %v4
  %v1519 = xor i1 %v1518, true
  br i1 %v1519, label %trap109, label %ok110
st_full90:
  %v1110 = icmp ult i64 %v1097, %v1099
  %v1111 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1100
  %v1112 = bitcast float %v284 to i32
  %v1113 = and i32 %v1112, 2147483647
  %v1114 = lshr i32 %v1113, 20
  %v1115 = and i32 %v1114, 1
  %v1116 = add i32 %v1113, 524287
  %v1117 = add i32 %v1116, %v1115
  %v1118 = lshr i32 %v1117, 20
  %v1119 = sub i32 %v1118, 960
  %v1120 = icmp sgt i32 %v1119, 126
  %v1121 = select i1 %v1120, i32 126, i32 %v1119
  %v1122 = bitcast i32 %v1113 to float
  %v1123 = fmul float %v1122, 0x4080000000000000
  %v1124 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1123)
  %v1125 = icmp slt i32 %v1113, 1015021568
  %v1126 = select i1 %v1125, i32 %v1124, i32 %v1121
  %v1127 = icmp sgt i32 %v1113, 2139095040
  %v1128 = select i1 %v1127, i32 127, i32 %v1126
  %v1129 = lshr i32 %v1112, 24
  %v1130 = and i32 %v1129, 128
  %v1131 = or i32 %v1128, %v1130
  %v1132 = trunc i32 %v1131 to i8
  store i8 %v1132, i8 addrspace(1)* %v1111, align 1
  %v1133 = add i64 %v1100, %v1098
  %v1134 = add i64 %v1097, 1
  %v1135 = icmp ult i64 %v1134, %v1099
  %v1136 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1133
  %v1137 = bitcast float %v319 to i32
  %v1138 = and i32 %v1137, 2147483647
  %v1139 = lshr i32 %v1138, 20
  %v1140 = and i32 %v1139, 1
  %v1141 = add i32 %v1138, 524287
  %v1142 = add i32 %v1141, %v1140
  %v1143 = lshr i32 %v1142, 20
  %v1144 = sub i32 %v1143, 960
  %v1145 = icmp sgt i32 %v1144, 126
  %v1146 = select i1 %v1145, i32 126, i32 %v1144
  %v1147 = bitcast i32 %v1138 to float
  %v1148 = fmul float %v1147, 0x4080000000000000
  %v1149 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1148)
  %v1150 = icmp slt i32 %v1138, 1015021568
  %v1151 = select i1 %v1150, i32 %v1149, i32 %v1146
  %v1152 = icmp sgt i32 %v1138, 2139095040
  %v1153 = select i1 %v1152, i32 127, i32 %v1151
  %v1154 = lshr i32 %v1137, 24
  %v1155 = and i32 %v1154, 128
  %v1156 = or i32 %v1153, %v1155
  %v1157 = trunc i32 %v1156 to i8
  store i8 %v1157, i8 addrspace(1)* %v1136, align 1
  %v1158 = mul i64 2, %v1098
  %v1159 = add i64 %v1100, %v1158
  %v1160 = add i64 %v1097, 2
  %v1161 = icmp ult i64 %v1160, %v1099
  %v1162 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1159
  %v1163 = bitcast float %v354 to i32
  %v1164 = and i32 %v1163, 2147483647
  %v1165 = lshr i32 %v1164, 20
  %v1166 = and i32 %v1165, 1
  %v1167 = add i32 %v1164, 524287
  %v1168 = add i32 %v1167, %v1166
  %v1169 = lshr i32 %v1168, 20
  %v1170 = sub i32 %v1169, 960
  %v1171 = icmp sgt i32 %v1170, 126
  %v1172 = select i1 %v1171, i32 126, i32 %v1170
  %v1173 = bitcast i32 %v1164 to float
  %v1174 = fmul float %v1173, 0x4080000000000000
  %v1175 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1174)
  %v1176 = icmp slt i32 %v1164, 1015021568
  %v1177 = select i1 %v1176, i32 %v1175, i32 %v1172
  %v1178 = icmp sgt i32 %v1164, 2139095040
  %v1179 = select i1 %v1178, i32 127, i32 %v1177
  %v1180 = lshr i32 %v1163, 24
  %v1181 = and i32 %v1180, 128
  %v1182 = or i32 %v1179, %v1181
  %v1183 = trunc i32 %v1182 to i8
  store i8 %v1183, i8 addrspace(1)* %v1162, align 1
  %v1184 = mul i64 3, %v1098
  %v1185 = add i64 %v1100, %v1184
  %v1186 = add i64 %v1097, 3
  %v1187 = icmp ult i64 %v1186, %v1099
  %v1188 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1185
  %v1189 = bitcast float %v389 to i32
  %v1190 = and i32 %v1189, 2147483647
  %v1191 = lshr i32 %v1190, 20
  %v1192 = and i32 %v1191, 1
  %v1193 = add i32 %v1190, 524287
  %v1194 = add i32 %v1193, %v1192
  %v1195 = lshr i32 %v1194, 20
  %v1196 = sub i32 %v1195, 960
  %v1197 = icmp sgt i32 %v1196, 126
  %v1198 = select i1 %v1197, i32 126, i32 %v1196
  %v1199 = bitcast i32 %v1190 to float
  %v1200 = fmul float %v1199, 0x4080000000000000
  %v1201 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1200)
  %v1202 = icmp slt i32 %v1190, 1015021568
  %v1203 = select i1 %v1202, i32 %v1201, i32 %v1198
  %v1204 = icmp sgt i32 %v1190, 2139095040
  %v1205 = select i1 %v1204, i32 127, i32 %v1203
  %v1206 = lshr i32 %v1189, 24
  %v1207 = and i32 %v1206, 128
  %v1208 = or i32 %v1205, %v1207
  %v1209 = trunc i32 %v1208 to i8
  store i8 %v1209, i8 addrspace(1)* %v1188, align 1
  %v1210 = mul i64 4, %v1098
  %v1211 = add i64 %v1100, %v1210
  %v1212 = add i64 %v1097, 4
  %v1213 = icmp ult i64 %v1212, %v1099
  %v1214 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1211
  %v1215 = bitcast float %v424 to i32
  %v1216 = and i32 %v1215, 2147483647
  %v1217 = lshr i32 %v1216, 20
  %v1218 = and i32 %v1217, 1
  %v1219 = add i32 %v1216, 524287
  %v1220 = add i32 %v1219, %v1218
  %v1221 = lshr i32 %v1220, 20
  %v1222 = sub i32 %v1221, 960
  %v1223 = icmp sgt i32 %v1222, 126
  %v1224 = select i1 %v1223, i32 126, i32 %v1222
  %v1225 = bitcast i32 %v1216 to float
  %v1226 = fmul float %v1225, 0x4080000000000000
  %v1227 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1226)
  %v1228 = icmp slt i32 %v1216, 1015021568
  %v1229 = select i1 %v1228, i32 %v1227, i32 %v1224
  %v1230 = icmp sgt i32 %v1216, 2139095040
  %v1231 = select i1 %v1230, i32 127, i32 %v1229
  %v1232 = lshr i32 %v1215, 24
  %v1233 = and i32 %v1232, 128
  %v1234 = or i32 %v1231, %v1233
  %v1235 = trunc i32 %v1234 to i8
  store i8 %v1235, i8 addrspace(1)* %v1214, align 1
  %v1236 = mul i64 5, %v1098
  %v1237 = add i64 %v1100, %v1236
  %v1238 = add i64 %v1097, 5
  %v1239 = icmp ult i64 %v1238, %v1099
  %v1240 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1237
  %v1241 = bitcast float %v459 to i32
  %v1242 = and i32 %v1241, 2147483647
  %v1243 = lshr i32 %v1242, 20
  %v1244 = and i32 %v1243, 1
  %v1245 = add i32 %v1242, 524287
  %v1246 = add i32 %v1245, %v1244
  %v1247 = lshr i32 %v1246, 20
  %v1248 = sub i32 %v1247, 960
  %v1249 = icmp sgt i32 %v1248, 126
  %v1250 = select i1 %v1249, i32 126, i32 %v1248
  %v1251 = bitcast i32 %v1242 to float
  %v1252 = fmul float %v1251, 0x4080000000000000
  %v1253 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1252)
  %v1254 = icmp slt i32 %v1242, 1015021568
  %v1255 = select i1 %v1254, i32 %v1253, i32 %v1250
  %v1256 = icmp sgt i32 %v1242, 2139095040
  %v1257 = select i1 %v1256, i32 127, i32 %v1255
  %v1258 = lshr i32 %v1241, 24
  %v1259 = and i32 %v1258, 128
  %v1260 = or i32 %v1257, %v1259
  %v1261 = trunc i32 %v1260 to i8
  store i8 %v1261, i8 addrspace(1)* %v1240, align 1
  %v1262 = mul i64 6, %v1098
  %v1263 = add i64 %v1100, %v1262
  %v1264 = add i64 %v1097, 6
  %v1265 = icmp ult i64 %v1264, %v1099
  %v1266 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1263
  %v1267 = bitcast float %v494 to i32
  %v1268 = and i32 %v1267, 2147483647
  %v1269 = lshr i32 %v1268, 20
  %v1270 = and i32 %v1269, 1
  %v1271 = add i32 %v1268, 524287
  %v1272 = add i32 %v1271, %v1270
  %v1273 = lshr i32 %v1272, 20
  %v1274 = sub i32 %v1273, 960
  %v1275 = icmp sgt i32 %v1274, 126
  %v1276 = select i1 %v1275, i32 126, i32 %v1274
  %v1277 = bitcast i32 %v1268 to float
  %v1278 = fmul float %v1277, 0x4080000000000000
  %v1279 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1278)
  %v1280 = icmp slt i32 %v1268, 1015021568
  %v1281 = select i1 %v1280, i32 %v1279, i32 %v1276
  %v1282 = icmp sgt i32 %v1268, 2139095040
  %v1283 = select i1 %v1282, i32 127, i32 %v1281
  %v1284 = lshr i32 %v1267, 24
  %v1285 = and i32 %v1284, 128
  %v1286 = or i32 %v1283, %v1285
  %v1287 = trunc i32 %v1286 to i8
  store i8 %v1287, i8 addrspace(1)* %v1266, align 1
  %v1288 = mul i64 7, %v1098
  %v1289 = add i64 %v1100, %v1288
  %v1290 = add i64 %v1097, 7
  %v1291 = icmp ult i64 %v1290, %v1099
  %v1292 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1289
  %v1293 = bitcast float %v529 to i32
  %v1294 = and i32 %v1293, 2147483647
  %v1295 = lshr i32 %v1294, 20
  %v1296 = and i32 %v1295, 1
  %v1297 = add i32 %v1294, 524287
  %v1298 = add i32 %v1297, %v1296
  %v1299 = lshr i32 %v1298, 20
  %v1300 = sub i32 %v1299, 960
  %v1301 = icmp sgt i32 %v1300, 126
  %v1302 = select i1 %v1301, i32 126, i32 %v1300
  %v1303 = bitcast i32 %v1294 to float
  %v1304 = fmul float %v1303, 0x4080000000000000
  %v1305 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1304)
  %v1306 = icmp slt i32 %v1294, 1015021568
  %v1307 = select i1 %v1306, i32 %v1305, i32 %v1302
  %v1308 = icmp sgt i32 %v1294, 2139095040
  %v1309 = select i1 %v1308, i32 127, i32 %v1307
  %v1310 = lshr i32 %v1293, 24
  %v1311 = and i32 %v1310, 128
  %v1312 = or i32 %v1309, %v1311
  %v1313 = trunc i32 %v1312 to i8
  store i8 %v1313, i8 addrspace(1)* %v1292, align 1
  br label %st_done92
st_edge91:
  %v1314 = icmp ult i64 %v1097, %v1099
  %v1315 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1100
  br i1 %v1314, label %st93, label %join94
st_done92:
  br label %join89
st93:
  %v1316 = bitcast float %v284 to i32
  %v1317 = and i32 %v1316, 2147483647
  %v1318 = lshr i32 %v1317, 20
  %v1319 = and i32 %v1318, 1
  %v1320 = add i32 %v1317, 524287
  %v1321 = add i32 %v1320, %v1319
  %v1322 = lshr i32 %v1321, 20
  %v1323 = sub i32 %v1322, 960
  %v1324 = icmp sgt i32 %v1323, 126
  %v1325 = select i1 %v1324, i32 126, i32 %v1323
  %v1326 = bitcast i32 %v1317 to float
  %v1327 = fmul float %v1326, 0x4080000000000000
  %v1328 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1327)
  %v1329 = icmp slt i32 %v1317, 1015021568
  %v1330 = select i1 %v1329, i32 %v1328, i32 %v1325
  %v1331 = icmp sgt i32 %v1317, 2139095040
  %v1332 = select i1 %v1331, i32 127, i32 %v1330
  %v1333 = lshr i32 %v1316, 24
  %v1334 = and i32 %v1333, 128
  %v1335 = or i32 %v1332, %v1334
  %v1336 = trunc i32 %v1335 to i8
  store i8 %v1336, i8 addrspace(1)* %v1315, align 1
  br label %join94
join94:
  %v1337 = add i64 %v1100, %v1098
  %v1338 = add i64 %v1097, 1
  %v1339 = icmp ult i64 %v1338, %v1099
  %v1340 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1337
  br i1 %v1339, label %st95, label %join96
st95:
  %v1341 = bitcast float %v319 to i32
  %v1342 = and i32 %v1341, 2147483647
  %v1343 = lshr i32 %v1342, 20
  %v1344 = and i32 %v1343, 1
  %v1345 = add i32 %v1342, 524287
  %v1346 = add i32 %v1345, %v1344
  %v1347 = lshr i32 %v1346, 20
  %v1348 = sub i32 %v1347, 960
  %v1349 = icmp sgt i32 %v1348, 126
  %v1350 = select i1 %v1349, i32 126, i32 %v1348
  %v1351 = bitcast i32 %v1342 to float
  %v1352 = fmul float %v1351, 0x4080000000000000
  %v1353 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1352)
  %v1354 = icmp slt i32 %v1342, 1015021568
  %v1355 = select i1 %v1354, i32 %v1353, i32 %v1350
  %v1356 = icmp sgt i32 %v1342, 2139095040
  %v1357 = select i1 %v1356, i32 127, i32 %v1355
  %v1358 = lshr i32 %v1341, 24
  %v1359 = and i32 %v1358, 128
  %v1360 = or i32 %v1357, %v1359
  %v1361 = trunc i32 %v1360 to i8
  store i8 %v1361, i8 addrspace(1)* %v1340, align 1
  br label %join96
join96:
  %v1362 = mul i64 2, %v1098
  %v1363 = add i64 %v1100, %v1362
  %v1364 = add i64 %v1097, 2
  %v1365 = icmp ult i64 %v1364, %v1099
  %v1366 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1363
  br i1 %v1365, label %st97, label %join98
st97:
  %v1367 = bitcast float %v354 to i32
  %v1368 = and i32 %v1367, 2147483647
  %v1369 = lshr i32 %v1368, 20
  %v1370 = and i32 %v1369, 1
  %v1371 = add i32 %v1368, 524287
  %v1372 = add i32 %v1371, %v1370
  %v1373 = lshr i32 %v1372, 20
  %v1374 = sub i32 %v1373, 960
  %v1375 = icmp sgt i32 %v1374, 126
  %v1376 = select i1 %v1375, i32 126, i32 %v1374
  %v1377 = bitcast i32 %v1368 to float
  %v1378 = fmul float %v1377, 0x4080000000000000
  %v1379 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1378)
  %v1380 = icmp slt i32 %v1368, 1015021568
  %v1381 = select i1 %v1380, i32 %v1379, i32 %v1376
  %v1382 = icmp sgt i32 %v1368, 2139095040
  %v1383 = select i1 %v1382, i32 127, i32 %v1381
  %v1384 = lshr i32 %v1367, 24
  %v1385 = and i32 %v1384, 128
  %v1386 = or i32 %v1383, %v1385
  %v1387 = trunc i32 %v1386 to i8
  store i8 %v1387, i8 addrspace(1)* %v1366, align 1
  br label %join98
join98:
  %v1388 = mul i64 3, %v1098
  %v1389 = add i64 %v1100, %v1388
  %v1390 = add i64 %v1097, 3
  %v1391 = icmp ult i64 %v1390, %v1099
  %v1392 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1389
  br i1 %v1391, label %st99, label %join100
st99:
  %v1393 = bitcast float %v389 to i32
  %v1394 = and i32 %v1393, 2147483647
  %v1395 = lshr i32 %v1394, 20
  %v1396 = and i32 %v1395, 1
  %v1397 = add i32 %v1394, 524287
  %v1398 = add i32 %v1397, %v1396
  %v1399 = lshr i32 %v1398, 20
  %v1400 = sub i32 %v1399, 960
  %v1401 = icmp sgt i32 %v1400, 126
  %v1402 = select i1 %v1401, i32 126, i32 %v1400
  %v1403 = bitcast i32 %v1394 to float
  %v1404 = fmul float %v1403, 0x4080000000000000
  %v1405 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1404)
  %v1406 = icmp slt i32 %v1394, 1015021568
  %v1407 = select i1 %v1406, i32 %v1405, i32 %v1402
  %v1408 = icmp sgt i32 %v1394, 2139095040
  %v1409 = select i1 %v1408, i32 127, i32 %v1407
  %v1410 = lshr i32 %v1393, 24
  %v1411 = and i32 %v1410, 128
  %v1412 = or i32 %v1409, %v1411
  %v1413 = trunc i32 %v1412 to i8
  store i8 %v1413, i8 addrspace(1)* %v1392, align 1
  br label %join100
join100:
  %v1414 = mul i64 4, %v1098
  %v1415 = add i64 %v1100, %v1414
  %v1416 = add i64 %v1097, 4
  %v1417 = icmp ult i64 %v1416, %v1099
  %v1418 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1415
  br i1 %v1417, label %st101, label %join102
st101:
  %v1419 = bitcast float %v424 to i32
  %v1420 = and i32 %v1419, 2147483647
  %v1421 = lshr i32 %v1420, 20
  %v1422 = and i32 %v1421, 1
  %v1423 = add i32 %v1420, 524287
  %v1424 = add i32 %v1423, %v1422
  %v1425 = lshr i32 %v1424, 20
  %v1426 = sub i32 %v1425, 960
  %v1427 = icmp sgt i32 %v1426, 126
  %v1428 = select i1 %v1427, i32 126, i32 %v1426
  %v1429 = bitcast i32 %v1420 to float
  %v1430 = fmul float %v1429, 0x4080000000000000
  %v1431 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1430)
  %v1432 = icmp slt i32 %v1420, 1015021568
  %v1433 = select i1 %v1432, i32 %v1431, i32 %v1428
  %v1434 = icmp sgt i32 %v1420, 2139095040
  %v1435 = select i1 %v1434, i32 127, i32 %v1433
  %v1436 = lshr i32 %v1419, 24
  %v1437 = and i32 %v1436, 128
  %v1438 = or i32 %v1435, %v1437
  %v1439 = trunc i32 %v1438 to i8
  store i8 %v1439, i8 addrspace(1)* %v1418, align 1
  br label %join102
join102:
  %v1440 = mul i64 5, %v1098
  %v1441 = add i64 %v1100, %v1440
  %v1442 = add i64 %v1097, 5
  %v1443 = icmp ult i64 %v1442, %v1099
  %v1444 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1441
  br i1 %v1443, label %st103, label %join104
st103:
  %v1445 = bitcast float %v459 to i32
  %v1446 = and i32 %v1445, 2147483647
  %v1447 = lshr i32 %v1446, 20
  %v1448 = and i32 %v1447, 1
  %v1449 = add i32 %v1446, 524287
  %v1450 = add i32 %v1449, %v1448
  %v1451 = lshr i32 %v1450, 20
  %v1452 = sub i32 %v1451, 960
  %v1453 = icmp sgt i32 %v1452, 126
  %v1454 = select i1 %v1453, i32 126, i32 %v1452
  %v1455 = bitcast i32 %v1446 to float
  %v1456 = fmul float %v1455, 0x4080000000000000
  %v1457 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1456)
  %v1458 = icmp slt i32 %v1446, 1015021568
  %v1459 = select i1 %v1458, i32 %v1457, i32 %v1454
  %v1460 = icmp sgt i32 %v1446, 2139095040
  %v1461 = select i1 %v1460, i32 127, i32 %v1459
  %v1462 = lshr i32 %v1445, 24
  %v1463 = and i32 %v1462, 128
  %v1464 = or i32 %v1461, %v1463
  %v1465 = trunc i32 %v1464 to i8
  store i8 %v1465, i8 addrspace(1)* %v1444, align 1
  br label %join104
join104:
  %v1466 = mul i64 6, %v1098
  %v1467 = add i64 %v1100, %v1466
  %v1468 = add i64 %v1097, 6
  %v1469 = icmp ult i64 %v1468, %v1099
  %v1470 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1467
  br i1 %v1469, label %st105, label %join106
st105:
  %v1471 = bitcast float %v494 to i32
  %v1472 = and i32 %v1471, 2147483647
  %v1473 = lshr i32 %v1472, 20
  %v1474 = and i32 %v1473, 1
  %v1475 = add i32 %v1472, 524287
  %v1476 = add i32 %v1475, %v1474
  %v1477 = lshr i32 %v1476, 20
  %v1478 = sub i32 %v1477, 960
  %v1479 = icmp sgt i32 %v1478, 126
  %v1480 = select i1 %v1479, i32 126, i32 %v1478
  %v1481 = bitcast i32 %v1472 to float
  %v1482 = fmul float %v1481, 0x4080000000000000
  %v1483 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1482)
  %v1484 = icmp slt i32 %v1472, 1015021568
  %v1485 = select i1 %v1484, i32 %v1483, i32 %v1480
  %v1486 = icmp sgt i32 %v1472, 2139095040
  %v1487 = select i1 %v1486, i32 127, i32 %v1485
  %v1488 = lshr i32 %v1471, 24
  %v1489 = and i32 %v1488, 128
  %v1490 = or i32 %v1487, %v1489
  %v1491 = trunc i32 %v1490 to i8
  store i8 %v1491, i8 addrspace(1)* %v1470, align 1
  br label %join106
join106:
  %v1492 = mul i64 7, %v1098
  %v1493 = add i64 %v1100, %v1492
  %v1494 = add i64 %v1097, 7
  %v1495 = icmp ult i64 %v1494, %v1099
  %v1496 = getelementptr inbounds i8, i8 addrspace(1)* %p12, i64 %v1493
  br i1 %v1495, label %st107, label %join108
st107:
  %v1497 = bitcast float %v529 to i32
  %v1498 = and i32 %v1497, 2147483647
  %v1499 = lshr i32 %v1498, 20
  %v1500 = and i32 %v1499, 1
  %v1501 = add i32 %v1498, 524287
  %v1502 = add i32 %v1501, %v1500
  %v1503 = lshr i32 %v1502, 20
  %v1504 = sub i32 %v1503, 960
  %v1505 = icmp sgt i32 %v1504, 126
  %v1506 = select i1 %v1505, i32 126, i32 %v1504
  %v1507 = bitcast i32 %v1498 to float
  %v1508 = fmul float %v1507, 0x4080000000000000
  %v1509 = call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %v1508)
  %v1510 = icmp slt i32 %v1498, 1015021568
  %v1511 = select i1 %v1510, i32 %v1509, i32 %v1506
  %v1512 = icmp sgt i32 %v1498, 2139095040
  %v1513 = select i1 %v1512, i32 127, i32 %v1511
  %v1514 = lshr i32 %v1497, 24
  %v1515 = and i32 %v1514, 128
  %v1516 = or i32 %v1513, %v1515
  %v1517 = trunc i32 %v1516 to i8
  store i8 %v1517, i8 addrspace(1)* %v1496, align 1
  br label %join108
join108:
  br label %st_done92
trap109:
  %v1520 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([36 x i8], [36 x i8] addrspace(1)* @str0, i64 0, i64 0) to i8*
  %v1521 = call i32 @vprintf(i8* %v1520, i8* null)
  call void @llvm.trap()
  unreachable
ok110:
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
  %v54 = bitcast float 0x0000000000000000 to i32
  %v55 = icmp ult i64 %v10, %v12
  %v56 = icmp ult i64 %v17, %v19
  %v57 = and i1 %v55, %v56
  %v58 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v21
  %v59 = ptrtoint float addrspace(1)* %v58 to i64
  %v60 = zext i1 %v57 to i32
  %v61 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v59, i32 %v60, i32 %v54)
  %v62 = bitcast i32 %v61 to float
  %v63 = icmp ult i64 %v10, %v12
  %v64 = add i64 %v21, %v18
  %v65 = add i64 %v17, 1
  %v66 = icmp ult i64 %v65, %v19
  %v67 = and i1 %v63, %v66
  %v68 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v64
  %v69 = ptrtoint float addrspace(1)* %v68 to i64
  %v70 = zext i1 %v67 to i32
  %v71 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v69, i32 %v70, i32 %v54)
  %v72 = bitcast i32 %v71 to float
  %v73 = icmp ult i64 %v10, %v12
  %v74 = mul i64 2, %v18
  %v75 = add i64 %v21, %v74
  %v76 = add i64 %v17, 2
  %v77 = icmp ult i64 %v76, %v19
  %v78 = and i1 %v73, %v77
  %v79 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v75
  %v80 = ptrtoint float addrspace(1)* %v79 to i64
  %v81 = zext i1 %v78 to i32
  %v82 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v80, i32 %v81, i32 %v54)
  %v83 = bitcast i32 %v82 to float
  %v84 = icmp ult i64 %v10, %v12
  %v85 = mul i64 3, %v18
  %v86 = add i64 %v21, %v85
  %v87 = add i64 %v17, 3
  %v88 = icmp ult i64 %v87, %v19
  %v89 = and i1 %v84, %v88
  %v90 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v86
  %v91 = ptrtoint float addrspace(1)* %v90 to i64
  %v92 = zext i1 %v89 to i32
  %v93 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v91, i32 %v92, i32 %v54)
  %v94 = bitcast i32 %v93 to float
  br label %ld_done3
ld_done3:
  %v95 = phi float [ %v30, %ld_full1 ], [ %v62, %ld_edge2 ]
  %v96 = phi float [ %v37, %ld_full1 ], [ %v72, %ld_edge2 ]
  %v97 = phi float [ %v45, %ld_full1 ], [ %v83, %ld_edge2 ]
  %v98 = phi float [ %v53, %ld_full1 ], [ %v94, %ld_edge2 ]
  %v99 = and i32 %v2, 1
  %v100 = shl i32 %v99, 2
  %v101 = lshr i32 %v2, 1
  %v102 = and i32 %v101, 1
  %v103 = shl i32 %v102, 3
  %v104 = or i32 %v100, %v103
  %v105 = lshr i32 %v2, 2
  %v106 = and i32 %v105, 1
  %v107 = shl i32 %v106, 4
  %v108 = or i32 %v104, %v107
  %v109 = lshr i32 %v2, 3
  %v110 = and i32 %v109, 1
  %v111 = shl i32 %v110, 5
  %v112 = or i32 %v108, %v111
  %v113 = and i32 %v112, 63
  %v114 = zext i32 %v113 to i64
  %v115 = sext i32 %p7 to i64
  %v116 = zext i32 %p6 to i64
  %v117 = mul i64 %v114, %v115
  %v118 = icmp sle i64 64, %v116
  %v119 = icmp sge i64 0, 0
  %v120 = and i1 %v118, %v119
  br i1 %v120, label %ld_full4, label %ld_edge5
ld_full4:
  %v121 = icmp ult i64 %v114, %v116
  %v122 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v117
  %v123 = load i32, i32 addrspace(1)* %v122, align 4
  %v124 = add i64 %v117, %v115
  %v125 = add i64 %v114, 1
  %v126 = icmp ult i64 %v125, %v116
  %v127 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v124
  %v128 = load i32, i32 addrspace(1)* %v127, align 4
  %v129 = mul i64 2, %v115
  %v130 = add i64 %v117, %v129
  %v131 = add i64 %v114, 2
  %v132 = icmp ult i64 %v131, %v116
  %v133 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v130
  %v134 = load i32, i32 addrspace(1)* %v133, align 4
  %v135 = mul i64 3, %v115
  %v136 = add i64 %v117, %v135
  %v137 = add i64 %v114, 3
  %v138 = icmp ult i64 %v137, %v116
  %v139 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v136
  %v140 = load i32, i32 addrspace(1)* %v139, align 4
  br label %ld_done6
ld_edge5:
  %v141 = icmp ult i64 %v114, %v116
  %v142 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v117
  %v143 = ptrtoint i32 addrspace(1)* %v142 to i64
  %v144 = zext i1 %v141 to i32
  %v145 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v143, i32 %v144, i32 0)
  %v146 = add i64 %v117, %v115
  %v147 = add i64 %v114, 1
  %v148 = icmp ult i64 %v147, %v116
  %v149 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v146
  %v150 = ptrtoint i32 addrspace(1)* %v149 to i64
  %v151 = zext i1 %v148 to i32
  %v152 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v150, i32 %v151, i32 0)
  %v153 = mul i64 2, %v115
  %v154 = add i64 %v117, %v153
  %v155 = add i64 %v114, 2
  %v156 = icmp ult i64 %v155, %v116
  %v157 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v154
  %v158 = ptrtoint i32 addrspace(1)* %v157 to i64
  %v159 = zext i1 %v156 to i32
  %v160 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v158, i32 %v159, i32 0)
  %v161 = mul i64 3, %v115
  %v162 = add i64 %v117, %v161
  %v163 = add i64 %v114, 3
  %v164 = icmp ult i64 %v163, %v116
  %v165 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v162
  %v166 = ptrtoint i32 addrspace(1)* %v165 to i64
  %v167 = zext i1 %v164 to i32
  %v168 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v166, i32 %v167, i32 0)
  br label %ld_done6
ld_done6:
  %v169 = phi i32 [ %v123, %ld_full4 ], [ %v145, %ld_edge5 ]
  %v170 = phi i32 [ %v128, %ld_full4 ], [ %v152, %ld_edge5 ]
  %v171 = phi i32 [ %v134, %ld_full4 ], [ %v160, %ld_edge5 ]
  %v172 = phi i32 [ %v140, %ld_full4 ], [ %v168, %ld_edge5 ]
  %v173 = icmp slt i32 %v169, 3
  %v174 = icmp slt i32 %v170, 3
  %v175 = icmp slt i32 %v171, 3
  %v176 = icmp slt i32 %v172, 3
  call void @llvm.nvvm.barrier0()
  %v177 = and i32 %v2, 1
  %v178 = shl i32 %v177, 2
  %v179 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v180 = getelementptr inbounds float, float addrspace(3)* %v179, i32 %v178
  store float %v95, float addrspace(3)* %v180, align 4
  %v181 = or i32 %v178, 1
  %v182 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v183 = getelementptr inbounds float, float addrspace(3)* %v182, i32 %v181
  store float %v96, float addrspace(3)* %v183, align 4
  %v184 = or i32 %v178, 2
  %v185 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v186 = getelementptr inbounds float, float addrspace(3)* %v185, i32 %v184
  store float %v97, float addrspace(3)* %v186, align 4
  %v187 = or i32 %v178, 3
  %v188 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v189 = getelementptr inbounds float, float addrspace(3)* %v188, i32 %v187
  store float %v98, float addrspace(3)* %v189, align 4
  %v190 = and i32 %v2, 1
  %v191 = shl i32 %v190, 2
  %v192 = lshr i32 %v2, 1
  %v193 = and i32 %v192, 1
  %v194 = shl i32 %v193, 3
  %v195 = or i32 %v191, %v194
  %v196 = lshr i32 %v2, 2
  %v197 = and i32 %v196, 1
  %v198 = shl i32 %v197, 4
  %v199 = or i32 %v195, %v198
  %v200 = lshr i32 %v2, 3
  %v201 = and i32 %v200, 1
  %v202 = shl i32 %v201, 5
  %v203 = or i32 %v199, %v202
  %v204 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v205 = getelementptr inbounds i32, i32 addrspace(3)* %v204, i32 %v203
  store i32 %v169, i32 addrspace(3)* %v205, align 4
  %v206 = or i32 %v203, 1
  %v207 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v208 = getelementptr inbounds i32, i32 addrspace(3)* %v207, i32 %v206
  store i32 %v170, i32 addrspace(3)* %v208, align 4
  %v209 = or i32 %v203, 2
  %v210 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v211 = getelementptr inbounds i32, i32 addrspace(3)* %v210, i32 %v209
  store i32 %v171, i32 addrspace(3)* %v211, align 4
  %v212 = or i32 %v203, 3
  %v213 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v214 = getelementptr inbounds i32, i32 addrspace(3)* %v213, i32 %v212
  store i32 %v172, i32 addrspace(3)* %v214, align 4
  %v215 = and i32 %v2, 1
  %v216 = shl i32 %v215, 2
  %v217 = lshr i32 %v2, 1
  %v218 = and i32 %v217, 1
  %v219 = shl i32 %v218, 3
  %v220 = or i32 %v216, %v219
  %v221 = lshr i32 %v2, 2
  %v222 = and i32 %v221, 1
  %v223 = shl i32 %v222, 4
  %v224 = or i32 %v220, %v223
  %v225 = lshr i32 %v2, 3
  %v226 = and i32 %v225, 1
  %v227 = shl i32 %v226, 5
  %v228 = or i32 %v224, %v227
  %v229 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v230 = getelementptr inbounds i32, i32 addrspace(3)* %v229, i32 %v228
  %v231 = zext i1 %v173 to i8
  %v232 = zext i8 %v231 to i32
  store i32 %v232, i32 addrspace(3)* %v230, align 4
  %v233 = or i32 %v228, 1
  %v234 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v235 = getelementptr inbounds i32, i32 addrspace(3)* %v234, i32 %v233
  %v236 = zext i1 %v174 to i8
  %v237 = zext i8 %v236 to i32
  store i32 %v237, i32 addrspace(3)* %v235, align 4
  %v238 = or i32 %v228, 2
  %v239 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v240 = getelementptr inbounds i32, i32 addrspace(3)* %v239, i32 %v238
  %v241 = zext i1 %v175 to i8
  %v242 = zext i8 %v241 to i32
  store i32 %v242, i32 addrspace(3)* %v240, align 4
  %v243 = or i32 %v228, 3
  %v244 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v245 = getelementptr inbounds i32, i32 addrspace(3)* %v244, i32 %v243
  %v246 = zext i1 %v176 to i8
  %v247 = zext i8 %v246 to i32
  store i32 %v247, i32 addrspace(3)* %v245, align 4
  call void @llvm.nvvm.barrier0()
  %v248 = icmp eq i32 %v1, 0
  br i1 %v248, label %print7, label %printed8
print7:
  %v249 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v250 = getelementptr inbounds float, float addrspace(3)* %v249, i32 0
  %v251 = load float, float addrspace(3)* %v250, align 4
  %v252 = fpext float %v251 to double
  %v253 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v254 = getelementptr inbounds float, float addrspace(3)* %v253, i32 1
  %v255 = load float, float addrspace(3)* %v254, align 4
  %v256 = fpext float %v255 to double
  %v257 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v258 = getelementptr inbounds float, float addrspace(3)* %v257, i32 2
  %v259 = load float, float addrspace(3)* %v258, align 4
  %v260 = fpext float %v259 to double
  %v261 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v262 = getelementptr inbounds float, float addrspace(3)* %v261, i32 3
  %v263 = load float, float addrspace(3)* %v262, align 4
  %v264 = fpext float %v263 to double
  %v265 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v266 = getelementptr inbounds float, float addrspace(3)* %v265, i32 4
  %v267 = load float, float addrspace(3)* %v266, align 4
  %v268 = fpext float %v267 to double
  %v269 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v270 = getelementptr inbounds float, float addrspace(3)* %v269, i32 5
  %v271 = load float, float addrspace(3)* %v270, align 4
  %v272 = fpext float %v271 to double
  %v273 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v274 = getelementptr inbounds float, float addrspace(3)* %v273, i32 6
  %v275 = load float, float addrspace(3)* %v274, align 4
  %v276 = fpext float %v275 to double
  %v277 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v278 = getelementptr inbounds float, float addrspace(3)* %v277, i32 7
  %v279 = load float, float addrspace(3)* %v278, align 4
  %v280 = fpext float %v279 to double
  %v281 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v282 = getelementptr inbounds i32, i32 addrspace(3)* %v281, i32 0
  %v283 = load i32, i32 addrspace(3)* %v282, align 4
  %v284 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v285 = getelementptr inbounds i32, i32 addrspace(3)* %v284, i32 1
  %v286 = load i32, i32 addrspace(3)* %v285, align 4
  %v287 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v288 = getelementptr inbounds i32, i32 addrspace(3)* %v287, i32 2
  %v289 = load i32, i32 addrspace(3)* %v288, align 4
  %v290 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v291 = getelementptr inbounds i32, i32 addrspace(3)* %v290, i32 3
  %v292 = load i32, i32 addrspace(3)* %v291, align 4
  %v293 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v294 = getelementptr inbounds i32, i32 addrspace(3)* %v293, i32 4
  %v295 = load i32, i32 addrspace(3)* %v294, align 4
  %v296 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v297 = getelementptr inbounds i32, i32 addrspace(3)* %v296, i32 5
  %v298 = load i32, i32 addrspace(3)* %v297, align 4
  %v299 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v300 = getelementptr inbounds i32, i32 addrspace(3)* %v299, i32 6
  %v301 = load i32, i32 addrspace(3)* %v300, align 4
  %v302 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v303 = getelementptr inbounds i32, i32 addrspace(3)* %v302, i32 7
  %v304 = load i32, i32 addrspace(3)* %v303, align 4
  %v305 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v306 = getelementptr inbounds i32, i32 addrspace(3)* %v305, i32 8
  %v307 = load i32, i32 addrspace(3)* %v306, align 4
  %v308 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v309 = getelementptr inbounds i32, i32 addrspace(3)* %v308, i32 9
  %v310 = load i32, i32 addrspace(3)* %v309, align 4
  %v311 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v312 = getelementptr inbounds i32, i32 addrspace(3)* %v311, i32 10
  %v313 = load i32, i32 addrspace(3)* %v312, align 4
  %v314 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v315 = getelementptr inbounds i32, i32 addrspace(3)* %v314, i32 11
  %v316 = load i32, i32 addrspace(3)* %v315, align 4
  %v317 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v318 = getelementptr inbounds i32, i32 addrspace(3)* %v317, i32 12
  %v319 = load i32, i32 addrspace(3)* %v318, align 4
  %v320 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v321 = getelementptr inbounds i32, i32 addrspace(3)* %v320, i32 13
  %v322 = load i32, i32 addrspace(3)* %v321, align 4
  %v323 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v324 = getelementptr inbounds i32, i32 addrspace(3)* %v323, i32 14
  %v325 = load i32, i32 addrspace(3)* %v324, align 4
  %v326 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v327 = getelementptr inbounds i32, i32 addrspace(3)* %v326, i32 15
  %v328 = load i32, i32 addrspace(3)* %v327, align 4
  %v329 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v330 = getelementptr inbounds i32, i32 addrspace(3)* %v329, i32 16
  %v331 = load i32, i32 addrspace(3)* %v330, align 4
  %v332 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v333 = getelementptr inbounds i32, i32 addrspace(3)* %v332, i32 17
  %v334 = load i32, i32 addrspace(3)* %v333, align 4
  %v335 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v336 = getelementptr inbounds i32, i32 addrspace(3)* %v335, i32 18
  %v337 = load i32, i32 addrspace(3)* %v336, align 4
  %v338 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v339 = getelementptr inbounds i32, i32 addrspace(3)* %v338, i32 19
  %v340 = load i32, i32 addrspace(3)* %v339, align 4
  %v341 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v342 = getelementptr inbounds i32, i32 addrspace(3)* %v341, i32 20
  %v343 = load i32, i32 addrspace(3)* %v342, align 4
  %v344 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v345 = getelementptr inbounds i32, i32 addrspace(3)* %v344, i32 21
  %v346 = load i32, i32 addrspace(3)* %v345, align 4
  %v347 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v348 = getelementptr inbounds i32, i32 addrspace(3)* %v347, i32 22
  %v349 = load i32, i32 addrspace(3)* %v348, align 4
  %v350 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v351 = getelementptr inbounds i32, i32 addrspace(3)* %v350, i32 23
  %v352 = load i32, i32 addrspace(3)* %v351, align 4
  %v353 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([116 x i8], [116 x i8] addrspace(1)* @str0, i64 0, i64 0) to i8*
  %v354 = alloca {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, align 8
  %v355 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 0
  store i32 %v4, i32* %v355, align 4
  %v356 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 1
  store double %v252, double* %v356, align 8
  %v357 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 2
  store double %v256, double* %v357, align 8
  %v358 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 3
  store double %v260, double* %v358, align 8
  %v359 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 4
  store double %v264, double* %v359, align 8
  %v360 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 5
  store double %v268, double* %v360, align 8
  %v361 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 6
  store double %v272, double* %v361, align 8
  %v362 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 7
  store double %v276, double* %v362, align 8
  %v363 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 8
  store double %v280, double* %v363, align 8
  %v364 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 9
  store i32 %v283, i32* %v364, align 4
  %v365 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 10
  store i32 %v286, i32* %v365, align 4
  %v366 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 11
  store i32 %v289, i32* %v366, align 4
  %v367 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 12
  store i32 %v292, i32* %v367, align 4
  %v368 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 13
  store i32 %v295, i32* %v368, align 4
  %v369 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 14
  store i32 %v298, i32* %v369, align 4
  %v370 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 15
  store i32 %v301, i32* %v370, align 4
  %v371 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 16
  store i32 %v304, i32* %v371, align 4
  %v372 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 17
  store i32 %v307, i32* %v372, align 4
  %v373 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 18
  store i32 %v310, i32* %v373, align 4
  %v374 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 19
  store i32 %v313, i32* %v374, align 4
  %v375 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 20
  store i32 %v316, i32* %v375, align 4
  %v376 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 21
  store i32 %v319, i32* %v376, align 4
  %v377 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 22
  store i32 %v322, i32* %v377, align 4
  %v378 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 23
  store i32 %v325, i32* %v378, align 4
  %v379 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 24
  store i32 %v328, i32* %v379, align 4
  %v380 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 25
  store i32 %v331, i32* %v380, align 4
  %v381 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 26
  store i32 %v334, i32* %v381, align 4
  %v382 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 27
  store i32 %v337, i32* %v382, align 4
  %v383 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 28
  store i32 %v340, i32* %v383, align 4
  %v384 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 29
  store i32 %v343, i32* %v384, align 4
  %v385 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 30
  store i32 %v346, i32* %v385, align 4
  %v386 = getelementptr inbounds {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354, i32 0, i32 31
  store i32 %v349, i32* %v386, align 4
  %v387 = bitcast {i32, double, double, double, double, double, double, double, double, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v354 to i8*
  %v388 = call i32 @vprintf(i8* %v353, i8* %v387)
  %v389 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v390 = getelementptr inbounds i32, i32 addrspace(3)* %v389, i32 24
  %v391 = load i32, i32 addrspace(3)* %v390, align 4
  %v392 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v393 = getelementptr inbounds i32, i32 addrspace(3)* %v392, i32 25
  %v394 = load i32, i32 addrspace(3)* %v393, align 4
  %v395 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v396 = getelementptr inbounds i32, i32 addrspace(3)* %v395, i32 26
  %v397 = load i32, i32 addrspace(3)* %v396, align 4
  %v398 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v399 = getelementptr inbounds i32, i32 addrspace(3)* %v398, i32 27
  %v400 = load i32, i32 addrspace(3)* %v399, align 4
  %v401 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v402 = getelementptr inbounds i32, i32 addrspace(3)* %v401, i32 28
  %v403 = load i32, i32 addrspace(3)* %v402, align 4
  %v404 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v405 = getelementptr inbounds i32, i32 addrspace(3)* %v404, i32 29
  %v406 = load i32, i32 addrspace(3)* %v405, align 4
  %v407 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v408 = getelementptr inbounds i32, i32 addrspace(3)* %v407, i32 30
  %v409 = load i32, i32 addrspace(3)* %v408, align 4
  %v410 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v411 = getelementptr inbounds i32, i32 addrspace(3)* %v410, i32 31
  %v412 = load i32, i32 addrspace(3)* %v411, align 4
  %v413 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v414 = getelementptr inbounds i32, i32 addrspace(3)* %v413, i32 32
  %v415 = load i32, i32 addrspace(3)* %v414, align 4
  %v416 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v417 = getelementptr inbounds i32, i32 addrspace(3)* %v416, i32 33
  %v418 = load i32, i32 addrspace(3)* %v417, align 4
  %v419 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v420 = getelementptr inbounds i32, i32 addrspace(3)* %v419, i32 34
  %v421 = load i32, i32 addrspace(3)* %v420, align 4
  %v422 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v423 = getelementptr inbounds i32, i32 addrspace(3)* %v422, i32 35
  %v424 = load i32, i32 addrspace(3)* %v423, align 4
  %v425 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v426 = getelementptr inbounds i32, i32 addrspace(3)* %v425, i32 36
  %v427 = load i32, i32 addrspace(3)* %v426, align 4
  %v428 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v429 = getelementptr inbounds i32, i32 addrspace(3)* %v428, i32 37
  %v430 = load i32, i32 addrspace(3)* %v429, align 4
  %v431 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v432 = getelementptr inbounds i32, i32 addrspace(3)* %v431, i32 38
  %v433 = load i32, i32 addrspace(3)* %v432, align 4
  %v434 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v435 = getelementptr inbounds i32, i32 addrspace(3)* %v434, i32 39
  %v436 = load i32, i32 addrspace(3)* %v435, align 4
  %v437 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v438 = getelementptr inbounds i32, i32 addrspace(3)* %v437, i32 40
  %v439 = load i32, i32 addrspace(3)* %v438, align 4
  %v440 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v441 = getelementptr inbounds i32, i32 addrspace(3)* %v440, i32 41
  %v442 = load i32, i32 addrspace(3)* %v441, align 4
  %v443 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v444 = getelementptr inbounds i32, i32 addrspace(3)* %v443, i32 42
  %v445 = load i32, i32 addrspace(3)* %v444, align 4
  %v446 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v447 = getelementptr inbounds i32, i32 addrspace(3)* %v446, i32 43
  %v448 = load i32, i32 addrspace(3)* %v447, align 4
  %v449 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v450 = getelementptr inbounds i32, i32 addrspace(3)* %v449, i32 44
  %v451 = load i32, i32 addrspace(3)* %v450, align 4
  %v452 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v453 = getelementptr inbounds i32, i32 addrspace(3)* %v452, i32 45
  %v454 = load i32, i32 addrspace(3)* %v453, align 4
  %v455 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v456 = getelementptr inbounds i32, i32 addrspace(3)* %v455, i32 46
  %v457 = load i32, i32 addrspace(3)* %v456, align 4
  %v458 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v459 = getelementptr inbounds i32, i32 addrspace(3)* %v458, i32 47
  %v460 = load i32, i32 addrspace(3)* %v459, align 4
  %v461 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v462 = getelementptr inbounds i32, i32 addrspace(3)* %v461, i32 48
  %v463 = load i32, i32 addrspace(3)* %v462, align 4
  %v464 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v465 = getelementptr inbounds i32, i32 addrspace(3)* %v464, i32 49
  %v466 = load i32, i32 addrspace(3)* %v465, align 4
  %v467 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v468 = getelementptr inbounds i32, i32 addrspace(3)* %v467, i32 50
  %v469 = load i32, i32 addrspace(3)* %v468, align 4
  %v470 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v471 = getelementptr inbounds i32, i32 addrspace(3)* %v470, i32 51
  %v472 = load i32, i32 addrspace(3)* %v471, align 4
  %v473 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v474 = getelementptr inbounds i32, i32 addrspace(3)* %v473, i32 52
  %v475 = load i32, i32 addrspace(3)* %v474, align 4
  %v476 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v477 = getelementptr inbounds i32, i32 addrspace(3)* %v476, i32 53
  %v478 = load i32, i32 addrspace(3)* %v477, align 4
  %v479 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v480 = getelementptr inbounds i32, i32 addrspace(3)* %v479, i32 54
  %v481 = load i32, i32 addrspace(3)* %v480, align 4
  %v482 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v483 = getelementptr inbounds i32, i32 addrspace(3)* %v482, i32 55
  %v484 = load i32, i32 addrspace(3)* %v483, align 4
  %v485 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([97 x i8], [97 x i8] addrspace(1)* @str1, i64 0, i64 0) to i8*
  %v486 = alloca {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, align 8
  %v487 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 0
  store i32 %v352, i32* %v487, align 4
  %v488 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 1
  store i32 %v391, i32* %v488, align 4
  %v489 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 2
  store i32 %v394, i32* %v489, align 4
  %v490 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 3
  store i32 %v397, i32* %v490, align 4
  %v491 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 4
  store i32 %v400, i32* %v491, align 4
  %v492 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 5
  store i32 %v403, i32* %v492, align 4
  %v493 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 6
  store i32 %v406, i32* %v493, align 4
  %v494 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 7
  store i32 %v409, i32* %v494, align 4
  %v495 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 8
  store i32 %v412, i32* %v495, align 4
  %v496 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 9
  store i32 %v415, i32* %v496, align 4
  %v497 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 10
  store i32 %v418, i32* %v497, align 4
  %v498 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 11
  store i32 %v421, i32* %v498, align 4
  %v499 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 12
  store i32 %v424, i32* %v499, align 4
  %v500 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 13
  store i32 %v427, i32* %v500, align 4
  %v501 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 14
  store i32 %v430, i32* %v501, align 4
  %v502 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 15
  store i32 %v433, i32* %v502, align 4
  %v503 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 16
  store i32 %v436, i32* %v503, align 4
  %v504 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 17
  store i32 %v439, i32* %v504, align 4
  %v505 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 18
  store i32 %v442, i32* %v505, align 4
  %v506 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 19
  store i32 %v445, i32* %v506, align 4
  %v507 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 20
  store i32 %v448, i32* %v507, align 4
  %v508 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 21
  store i32 %v451, i32* %v508, align 4
  %v509 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 22
  store i32 %v454, i32* %v509, align 4
  %v510 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 23
  store i32 %v457, i32* %v510, align 4
  %v511 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 24
  store i32 %v460, i32* %v511, align 4
  %v512 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 25
  store i32 %v463, i32* %v512, align 4
  %v513 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 26
  store i32 %v466, i32* %v513, align 4
  %v514 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 27
  store i32 %v469, i32* %v514, align 4
  %v515 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 28
  store i32 %v472, i32* %v515, align 4
  %v516 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 29
  store i32 %v475, i32* %v516, align 4
  %v517 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 30
  store i32 %v478, i32* %v517, align 4
  %v518 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486, i32 0, i32 31
  store i32 %v481, i32* %v518, align 4
  %v519 = bitcast {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v486 to i8*
  %v520 = call i32 @vprintf(i8* %v485, i8* %v519)
  %v521 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v522 = getelementptr inbounds i32, i32 addrspace(3)* %v521, i32 56
  %v523 = load i32, i32 addrspace(3)* %v522, align 4
  %v524 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v525 = getelementptr inbounds i32, i32 addrspace(3)* %v524, i32 57
  %v526 = load i32, i32 addrspace(3)* %v525, align 4
  %v527 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v528 = getelementptr inbounds i32, i32 addrspace(3)* %v527, i32 58
  %v529 = load i32, i32 addrspace(3)* %v528, align 4
  %v530 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v531 = getelementptr inbounds i32, i32 addrspace(3)* %v530, i32 59
  %v532 = load i32, i32 addrspace(3)* %v531, align 4
  %v533 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v534 = getelementptr inbounds i32, i32 addrspace(3)* %v533, i32 60
  %v535 = load i32, i32 addrspace(3)* %v534, align 4
  %v536 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v537 = getelementptr inbounds i32, i32 addrspace(3)* %v536, i32 61
  %v538 = load i32, i32 addrspace(3)* %v537, align 4
  %v539 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v540 = getelementptr inbounds i32, i32 addrspace(3)* %v539, i32 62
  %v541 = load i32, i32 addrspace(3)* %v540, align 4
  %v542 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32) to i32 addrspace(3)*
  %v543 = getelementptr inbounds i32, i32 addrspace(3)* %v542, i32 63
  %v544 = load i32, i32 addrspace(3)* %v543, align 4
  %v545 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v546 = getelementptr inbounds i32, i32 addrspace(3)* %v545, i32 0
  %v547 = load i32, i32 addrspace(3)* %v546, align 4
  %v548 = trunc i32 %v547 to i8
  %v549 = icmp ne i8 %v548, 0
  %v550 = zext i1 %v549 to i32
  %v551 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v552 = getelementptr inbounds i32, i32 addrspace(3)* %v551, i32 1
  %v553 = load i32, i32 addrspace(3)* %v552, align 4
  %v554 = trunc i32 %v553 to i8
  %v555 = icmp ne i8 %v554, 0
  %v556 = zext i1 %v555 to i32
  %v557 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v558 = getelementptr inbounds i32, i32 addrspace(3)* %v557, i32 2
  %v559 = load i32, i32 addrspace(3)* %v558, align 4
  %v560 = trunc i32 %v559 to i8
  %v561 = icmp ne i8 %v560, 0
  %v562 = zext i1 %v561 to i32
  %v563 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v564 = getelementptr inbounds i32, i32 addrspace(3)* %v563, i32 3
  %v565 = load i32, i32 addrspace(3)* %v564, align 4
  %v566 = trunc i32 %v565 to i8
  %v567 = icmp ne i8 %v566, 0
  %v568 = zext i1 %v567 to i32
  %v569 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v570 = getelementptr inbounds i32, i32 addrspace(3)* %v569, i32 4
  %v571 = load i32, i32 addrspace(3)* %v570, align 4
  %v572 = trunc i32 %v571 to i8
  %v573 = icmp ne i8 %v572, 0
  %v574 = zext i1 %v573 to i32
  %v575 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v576 = getelementptr inbounds i32, i32 addrspace(3)* %v575, i32 5
  %v577 = load i32, i32 addrspace(3)* %v576, align 4
  %v578 = trunc i32 %v577 to i8
  %v579 = icmp ne i8 %v578, 0
  %v580 = zext i1 %v579 to i32
  %v581 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v582 = getelementptr inbounds i32, i32 addrspace(3)* %v581, i32 6
  %v583 = load i32, i32 addrspace(3)* %v582, align 4
  %v584 = trunc i32 %v583 to i8
  %v585 = icmp ne i8 %v584, 0
  %v586 = zext i1 %v585 to i32
  %v587 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v588 = getelementptr inbounds i32, i32 addrspace(3)* %v587, i32 7
  %v589 = load i32, i32 addrspace(3)* %v588, align 4
  %v590 = trunc i32 %v589 to i8
  %v591 = icmp ne i8 %v590, 0
  %v592 = zext i1 %v591 to i32
  %v593 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v594 = getelementptr inbounds i32, i32 addrspace(3)* %v593, i32 8
  %v595 = load i32, i32 addrspace(3)* %v594, align 4
  %v596 = trunc i32 %v595 to i8
  %v597 = icmp ne i8 %v596, 0
  %v598 = zext i1 %v597 to i32
  %v599 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v600 = getelementptr inbounds i32, i32 addrspace(3)* %v599, i32 9
  %v601 = load i32, i32 addrspace(3)* %v600, align 4
  %v602 = trunc i32 %v601 to i8
  %v603 = icmp ne i8 %v602, 0
  %v604 = zext i1 %v603 to i32
  %v605 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v606 = getelementptr inbounds i32, i32 addrspace(3)* %v605, i32 10
  %v607 = load i32, i32 addrspace(3)* %v606, align 4
  %v608 = trunc i32 %v607 to i8
  %v609 = icmp ne i8 %v608, 0
  %v610 = zext i1 %v609 to i32
  %v611 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v612 = getelementptr inbounds i32, i32 addrspace(3)* %v611, i32 11
  %v613 = load i32, i32 addrspace(3)* %v612, align 4
  %v614 = trunc i32 %v613 to i8
  %v615 = icmp ne i8 %v614, 0
  %v616 = zext i1 %v615 to i32
  %v617 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v618 = getelementptr inbounds i32, i32 addrspace(3)* %v617, i32 12
  %v619 = load i32, i32 addrspace(3)* %v618, align 4
  %v620 = trunc i32 %v619 to i8
  %v621 = icmp ne i8 %v620, 0
  %v622 = zext i1 %v621 to i32
  %v623 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v624 = getelementptr inbounds i32, i32 addrspace(3)* %v623, i32 13
  %v625 = load i32, i32 addrspace(3)* %v624, align 4
  %v626 = trunc i32 %v625 to i8
  %v627 = icmp ne i8 %v626, 0
  %v628 = zext i1 %v627 to i32
  %v629 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v630 = getelementptr inbounds i32, i32 addrspace(3)* %v629, i32 14
  %v631 = load i32, i32 addrspace(3)* %v630, align 4
  %v632 = trunc i32 %v631 to i8
  %v633 = icmp ne i8 %v632, 0
  %v634 = zext i1 %v633 to i32
  %v635 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v636 = getelementptr inbounds i32, i32 addrspace(3)* %v635, i32 15
  %v637 = load i32, i32 addrspace(3)* %v636, align 4
  %v638 = trunc i32 %v637 to i8
  %v639 = icmp ne i8 %v638, 0
  %v640 = zext i1 %v639 to i32
  %v641 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v642 = getelementptr inbounds i32, i32 addrspace(3)* %v641, i32 16
  %v643 = load i32, i32 addrspace(3)* %v642, align 4
  %v644 = trunc i32 %v643 to i8
  %v645 = icmp ne i8 %v644, 0
  %v646 = zext i1 %v645 to i32
  %v647 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v648 = getelementptr inbounds i32, i32 addrspace(3)* %v647, i32 17
  %v649 = load i32, i32 addrspace(3)* %v648, align 4
  %v650 = trunc i32 %v649 to i8
  %v651 = icmp ne i8 %v650, 0
  %v652 = zext i1 %v651 to i32
  %v653 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v654 = getelementptr inbounds i32, i32 addrspace(3)* %v653, i32 18
  %v655 = load i32, i32 addrspace(3)* %v654, align 4
  %v656 = trunc i32 %v655 to i8
  %v657 = icmp ne i8 %v656, 0
  %v658 = zext i1 %v657 to i32
  %v659 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v660 = getelementptr inbounds i32, i32 addrspace(3)* %v659, i32 19
  %v661 = load i32, i32 addrspace(3)* %v660, align 4
  %v662 = trunc i32 %v661 to i8
  %v663 = icmp ne i8 %v662, 0
  %v664 = zext i1 %v663 to i32
  %v665 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v666 = getelementptr inbounds i32, i32 addrspace(3)* %v665, i32 20
  %v667 = load i32, i32 addrspace(3)* %v666, align 4
  %v668 = trunc i32 %v667 to i8
  %v669 = icmp ne i8 %v668, 0
  %v670 = zext i1 %v669 to i32
  %v671 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v672 = getelementptr inbounds i32, i32 addrspace(3)* %v671, i32 21
  %v673 = load i32, i32 addrspace(3)* %v672, align 4
  %v674 = trunc i32 %v673 to i8
  %v675 = icmp ne i8 %v674, 0
  %v676 = zext i1 %v675 to i32
  %v677 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v678 = getelementptr inbounds i32, i32 addrspace(3)* %v677, i32 22
  %v679 = load i32, i32 addrspace(3)* %v678, align 4
  %v680 = trunc i32 %v679 to i8
  %v681 = icmp ne i8 %v680, 0
  %v682 = zext i1 %v681 to i32
  %v683 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v684 = getelementptr inbounds i32, i32 addrspace(3)* %v683, i32 23
  %v685 = load i32, i32 addrspace(3)* %v684, align 4
  %v686 = trunc i32 %v685 to i8
  %v687 = icmp ne i8 %v686, 0
  %v688 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([105 x i8], [105 x i8] addrspace(1)* @str2, i64 0, i64 0) to i8*
  %v689 = alloca {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, align 8
  %v690 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 0
  store i32 %v484, i32* %v690, align 4
  %v691 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 1
  store i32 %v523, i32* %v691, align 4
  %v692 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 2
  store i32 %v526, i32* %v692, align 4
  %v693 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 3
  store i32 %v529, i32* %v693, align 4
  %v694 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 4
  store i32 %v532, i32* %v694, align 4
  %v695 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 5
  store i32 %v535, i32* %v695, align 4
  %v696 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 6
  store i32 %v538, i32* %v696, align 4
  %v697 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 7
  store i32 %v541, i32* %v697, align 4
  %v698 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 8
  store i32 %v544, i32* %v698, align 4
  %v699 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 9
  store i32 %v550, i32* %v699, align 4
  %v700 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 10
  store i32 %v556, i32* %v700, align 4
  %v701 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 11
  store i32 %v562, i32* %v701, align 4
  %v702 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 12
  store i32 %v568, i32* %v702, align 4
  %v703 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 13
  store i32 %v574, i32* %v703, align 4
  %v704 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 14
  store i32 %v580, i32* %v704, align 4
  %v705 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 15
  store i32 %v586, i32* %v705, align 4
  %v706 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 16
  store i32 %v592, i32* %v706, align 4
  %v707 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 17
  store i32 %v598, i32* %v707, align 4
  %v708 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 18
  store i32 %v604, i32* %v708, align 4
  %v709 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 19
  store i32 %v610, i32* %v709, align 4
  %v710 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 20
  store i32 %v616, i32* %v710, align 4
  %v711 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 21
  store i32 %v622, i32* %v711, align 4
  %v712 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 22
  store i32 %v628, i32* %v712, align 4
  %v713 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 23
  store i32 %v634, i32* %v713, align 4
  %v714 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 24
  store i32 %v640, i32* %v714, align 4
  %v715 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 25
  store i32 %v646, i32* %v715, align 4
  %v716 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 26
  store i32 %v652, i32* %v716, align 4
  %v717 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 27
  store i32 %v658, i32* %v717, align 4
  %v718 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 28
  store i32 %v664, i32* %v718, align 4
  %v719 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 29
  store i32 %v670, i32* %v719, align 4
  %v720 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 30
  store i32 %v676, i32* %v720, align 4
  %v721 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689, i32 0, i32 31
  store i32 %v682, i32* %v721, align 4
  %v722 = bitcast {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v689 to i8*
  %v723 = call i32 @vprintf(i8* %v688, i8* %v722)
  %v724 = zext i1 %v687 to i32
  %v725 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v726 = getelementptr inbounds i32, i32 addrspace(3)* %v725, i32 24
  %v727 = load i32, i32 addrspace(3)* %v726, align 4
  %v728 = trunc i32 %v727 to i8
  %v729 = icmp ne i8 %v728, 0
  %v730 = zext i1 %v729 to i32
  %v731 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v732 = getelementptr inbounds i32, i32 addrspace(3)* %v731, i32 25
  %v733 = load i32, i32 addrspace(3)* %v732, align 4
  %v734 = trunc i32 %v733 to i8
  %v735 = icmp ne i8 %v734, 0
  %v736 = zext i1 %v735 to i32
  %v737 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v738 = getelementptr inbounds i32, i32 addrspace(3)* %v737, i32 26
  %v739 = load i32, i32 addrspace(3)* %v738, align 4
  %v740 = trunc i32 %v739 to i8
  %v741 = icmp ne i8 %v740, 0
  %v742 = zext i1 %v741 to i32
  %v743 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v744 = getelementptr inbounds i32, i32 addrspace(3)* %v743, i32 27
  %v745 = load i32, i32 addrspace(3)* %v744, align 4
  %v746 = trunc i32 %v745 to i8
  %v747 = icmp ne i8 %v746, 0
  %v748 = zext i1 %v747 to i32
  %v749 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v750 = getelementptr inbounds i32, i32 addrspace(3)* %v749, i32 28
  %v751 = load i32, i32 addrspace(3)* %v750, align 4
  %v752 = trunc i32 %v751 to i8
  %v753 = icmp ne i8 %v752, 0
  %v754 = zext i1 %v753 to i32
  %v755 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v756 = getelementptr inbounds i32, i32 addrspace(3)* %v755, i32 29
  %v757 = load i32, i32 addrspace(3)* %v756, align 4
  %v758 = trunc i32 %v757 to i8
  %v759 = icmp ne i8 %v758, 0
  %v760 = zext i1 %v759 to i32
  %v761 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v762 = getelementptr inbounds i32, i32 addrspace(3)* %v761, i32 30
  %v763 = load i32, i32 addrspace(3)* %v762, align 4
  %v764 = trunc i32 %v763 to i8
  %v765 = icmp ne i8 %v764, 0
  %v766 = zext i1 %v765 to i32
  %v767 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v768 = getelementptr inbounds i32, i32 addrspace(3)* %v767, i32 31
  %v769 = load i32, i32 addrspace(3)* %v768, align 4
  %v770 = trunc i32 %v769 to i8
  %v771 = icmp ne i8 %v770, 0
  %v772 = zext i1 %v771 to i32
  %v773 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v774 = getelementptr inbounds i32, i32 addrspace(3)* %v773, i32 32
  %v775 = load i32, i32 addrspace(3)* %v774, align 4
  %v776 = trunc i32 %v775 to i8
  %v777 = icmp ne i8 %v776, 0
  %v778 = zext i1 %v777 to i32
  %v779 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v780 = getelementptr inbounds i32, i32 addrspace(3)* %v779, i32 33
  %v781 = load i32, i32 addrspace(3)* %v780, align 4
  %v782 = trunc i32 %v781 to i8
  %v783 = icmp ne i8 %v782, 0
  %v784 = zext i1 %v783 to i32
  %v785 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v786 = getelementptr inbounds i32, i32 addrspace(3)* %v785, i32 34
  %v787 = load i32, i32 addrspace(3)* %v786, align 4
  %v788 = trunc i32 %v787 to i8
  %v789 = icmp ne i8 %v788, 0
  %v790 = zext i1 %v789 to i32
  %v791 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v792 = getelementptr inbounds i32, i32 addrspace(3)* %v791, i32 35
  %v793 = load i32, i32 addrspace(3)* %v792, align 4
  %v794 = trunc i32 %v793 to i8
  %v795 = icmp ne i8 %v794, 0
  %v796 = zext i1 %v795 to i32
  %v797 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v798 = getelementptr inbounds i32, i32 addrspace(3)* %v797, i32 36
  %v799 = load i32, i32 addrspace(3)* %v798, align 4
  %v800 = trunc i32 %v799 to i8
  %v801 = icmp ne i8 %v800, 0
  %v802 = zext i1 %v801 to i32
  %v803 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v804 = getelementptr inbounds i32, i32 addrspace(3)* %v803, i32 37
  %v805 = load i32, i32 addrspace(3)* %v804, align 4
  %v806 = trunc i32 %v805 to i8
  %v807 = icmp ne i8 %v806, 0
  %v808 = zext i1 %v807 to i32
  %v809 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v810 = getelementptr inbounds i32, i32 addrspace(3)* %v809, i32 38
  %v811 = load i32, i32 addrspace(3)* %v810, align 4
  %v812 = trunc i32 %v811 to i8
  %v813 = icmp ne i8 %v812, 0
  %v814 = zext i1 %v813 to i32
  %v815 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v816 = getelementptr inbounds i32, i32 addrspace(3)* %v815, i32 39
  %v817 = load i32, i32 addrspace(3)* %v816, align 4
  %v818 = trunc i32 %v817 to i8
  %v819 = icmp ne i8 %v818, 0
  %v820 = zext i1 %v819 to i32
  %v821 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v822 = getelementptr inbounds i32, i32 addrspace(3)* %v821, i32 40
  %v823 = load i32, i32 addrspace(3)* %v822, align 4
  %v824 = trunc i32 %v823 to i8
  %v825 = icmp ne i8 %v824, 0
  %v826 = zext i1 %v825 to i32
  %v827 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v828 = getelementptr inbounds i32, i32 addrspace(3)* %v827, i32 41
  %v829 = load i32, i32 addrspace(3)* %v828, align 4
  %v830 = trunc i32 %v829 to i8
  %v831 = icmp ne i8 %v830, 0
  %v832 = zext i1 %v831 to i32
  %v833 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v834 = getelementptr inbounds i32, i32 addrspace(3)* %v833, i32 42
  %v835 = load i32, i32 addrspace(3)* %v834, align 4
  %v836 = trunc i32 %v835 to i8
  %v837 = icmp ne i8 %v836, 0
  %v838 = zext i1 %v837 to i32
  %v839 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v840 = getelementptr inbounds i32, i32 addrspace(3)* %v839, i32 43
  %v841 = load i32, i32 addrspace(3)* %v840, align 4
  %v842 = trunc i32 %v841 to i8
  %v843 = icmp ne i8 %v842, 0
  %v844 = zext i1 %v843 to i32
  %v845 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v846 = getelementptr inbounds i32, i32 addrspace(3)* %v845, i32 44
  %v847 = load i32, i32 addrspace(3)* %v846, align 4
  %v848 = trunc i32 %v847 to i8
  %v849 = icmp ne i8 %v848, 0
  %v850 = zext i1 %v849 to i32
  %v851 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v852 = getelementptr inbounds i32, i32 addrspace(3)* %v851, i32 45
  %v853 = load i32, i32 addrspace(3)* %v852, align 4
  %v854 = trunc i32 %v853 to i8
  %v855 = icmp ne i8 %v854, 0
  %v856 = zext i1 %v855 to i32
  %v857 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v858 = getelementptr inbounds i32, i32 addrspace(3)* %v857, i32 46
  %v859 = load i32, i32 addrspace(3)* %v858, align 4
  %v860 = trunc i32 %v859 to i8
  %v861 = icmp ne i8 %v860, 0
  %v862 = zext i1 %v861 to i32
  %v863 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v864 = getelementptr inbounds i32, i32 addrspace(3)* %v863, i32 47
  %v865 = load i32, i32 addrspace(3)* %v864, align 4
  %v866 = trunc i32 %v865 to i8
  %v867 = icmp ne i8 %v866, 0
  %v868 = zext i1 %v867 to i32
  %v869 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v870 = getelementptr inbounds i32, i32 addrspace(3)* %v869, i32 48
  %v871 = load i32, i32 addrspace(3)* %v870, align 4
  %v872 = trunc i32 %v871 to i8
  %v873 = icmp ne i8 %v872, 0
  %v874 = zext i1 %v873 to i32
  %v875 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v876 = getelementptr inbounds i32, i32 addrspace(3)* %v875, i32 49
  %v877 = load i32, i32 addrspace(3)* %v876, align 4
  %v878 = trunc i32 %v877 to i8
  %v879 = icmp ne i8 %v878, 0
  %v880 = zext i1 %v879 to i32
  %v881 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v882 = getelementptr inbounds i32, i32 addrspace(3)* %v881, i32 50
  %v883 = load i32, i32 addrspace(3)* %v882, align 4
  %v884 = trunc i32 %v883 to i8
  %v885 = icmp ne i8 %v884, 0
  %v886 = zext i1 %v885 to i32
  %v887 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v888 = getelementptr inbounds i32, i32 addrspace(3)* %v887, i32 51
  %v889 = load i32, i32 addrspace(3)* %v888, align 4
  %v890 = trunc i32 %v889 to i8
  %v891 = icmp ne i8 %v890, 0
  %v892 = zext i1 %v891 to i32
  %v893 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v894 = getelementptr inbounds i32, i32 addrspace(3)* %v893, i32 52
  %v895 = load i32, i32 addrspace(3)* %v894, align 4
  %v896 = trunc i32 %v895 to i8
  %v897 = icmp ne i8 %v896, 0
  %v898 = zext i1 %v897 to i32
  %v899 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v900 = getelementptr inbounds i32, i32 addrspace(3)* %v899, i32 53
  %v901 = load i32, i32 addrspace(3)* %v900, align 4
  %v902 = trunc i32 %v901 to i8
  %v903 = icmp ne i8 %v902, 0
  %v904 = zext i1 %v903 to i32
  %v905 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v906 = getelementptr inbounds i32, i32 addrspace(3)* %v905, i32 54
  %v907 = load i32, i32 addrspace(3)* %v906, align 4
  %v908 = trunc i32 %v907 to i8
  %v909 = icmp ne i8 %v908, 0
  %v910 = zext i1 %v909 to i32
  %v911 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v912 = getelementptr inbounds i32, i32 addrspace(3)* %v911, i32 55
  %v913 = load i32, i32 addrspace(3)* %v912, align 4
  %v914 = trunc i32 %v913 to i8
  %v915 = icmp ne i8 %v914, 0
  %v916 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([97 x i8], [97 x i8] addrspace(1)* @str1, i64 0, i64 0) to i8*
  %v917 = alloca {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, align 8
  %v918 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 0
  store i32 %v724, i32* %v918, align 4
  %v919 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 1
  store i32 %v730, i32* %v919, align 4
  %v920 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 2
  store i32 %v736, i32* %v920, align 4
  %v921 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 3
  store i32 %v742, i32* %v921, align 4
  %v922 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 4
  store i32 %v748, i32* %v922, align 4
  %v923 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 5
  store i32 %v754, i32* %v923, align 4
  %v924 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 6
  store i32 %v760, i32* %v924, align 4
  %v925 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 7
  store i32 %v766, i32* %v925, align 4
  %v926 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 8
  store i32 %v772, i32* %v926, align 4
  %v927 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 9
  store i32 %v778, i32* %v927, align 4
  %v928 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 10
  store i32 %v784, i32* %v928, align 4
  %v929 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 11
  store i32 %v790, i32* %v929, align 4
  %v930 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 12
  store i32 %v796, i32* %v930, align 4
  %v931 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 13
  store i32 %v802, i32* %v931, align 4
  %v932 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 14
  store i32 %v808, i32* %v932, align 4
  %v933 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 15
  store i32 %v814, i32* %v933, align 4
  %v934 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 16
  store i32 %v820, i32* %v934, align 4
  %v935 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 17
  store i32 %v826, i32* %v935, align 4
  %v936 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 18
  store i32 %v832, i32* %v936, align 4
  %v937 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 19
  store i32 %v838, i32* %v937, align 4
  %v938 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 20
  store i32 %v844, i32* %v938, align 4
  %v939 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 21
  store i32 %v850, i32* %v939, align 4
  %v940 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 22
  store i32 %v856, i32* %v940, align 4
  %v941 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 23
  store i32 %v862, i32* %v941, align 4
  %v942 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 24
  store i32 %v868, i32* %v942, align 4
  %v943 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 25
  store i32 %v874, i32* %v943, align 4
  %v944 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 26
  store i32 %v880, i32* %v944, align 4
  %v945 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 27
  store i32 %v886, i32* %v945, align 4
  %v946 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 28
  store i32 %v892, i32* %v946, align 4
  %v947 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 29
  store i32 %v898, i32* %v947, align 4
  %v948 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 30
  store i32 %v904, i32* %v948, align 4
  %v949 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917, i32 0, i32 31
  store i32 %v910, i32* %v949, align 4
  %v950 = bitcast {i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v917 to i8*
  %v951 = call i32 @vprintf(i8* %v916, i8* %v950)
  %v952 = zext i1 %v915 to i32
  %v953 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v954 = getelementptr inbounds i32, i32 addrspace(3)* %v953, i32 56
  %v955 = load i32, i32 addrspace(3)* %v954, align 4
  %v956 = trunc i32 %v955 to i8
  %v957 = icmp ne i8 %v956, 0
  %v958 = zext i1 %v957 to i32
  %v959 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v960 = getelementptr inbounds i32, i32 addrspace(3)* %v959, i32 57
  %v961 = load i32, i32 addrspace(3)* %v960, align 4
  %v962 = trunc i32 %v961 to i8
  %v963 = icmp ne i8 %v962, 0
  %v964 = zext i1 %v963 to i32
  %v965 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v966 = getelementptr inbounds i32, i32 addrspace(3)* %v965, i32 58
  %v967 = load i32, i32 addrspace(3)* %v966, align 4
  %v968 = trunc i32 %v967 to i8
  %v969 = icmp ne i8 %v968, 0
  %v970 = zext i1 %v969 to i32
  %v971 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v972 = getelementptr inbounds i32, i32 addrspace(3)* %v971, i32 59
  %v973 = load i32, i32 addrspace(3)* %v972, align 4
  %v974 = trunc i32 %v973 to i8
  %v975 = icmp ne i8 %v974, 0
  %v976 = zext i1 %v975 to i32
  %v977 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v978 = getelementptr inbounds i32, i32 addrspace(3)* %v977, i32 60
  %v979 = load i32, i32 addrspace(3)* %v978, align 4
  %v980 = trunc i32 %v979 to i8
  %v981 = icmp ne i8 %v980, 0
  %v982 = zext i1 %v981 to i32
  %v983 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v984 = getelementptr inbounds i32, i32 addrspace(3)* %v983, i32 61
  %v985 = load i32, i32 addrspace(3)* %v984, align 4
  %v986 = trunc i32 %v985 to i8
  %v987 = icmp ne i8 %v986, 0
  %v988 = zext i1 %v987 to i32
  %v989 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v990 = getelementptr inbounds i32, i32 addrspace(3)* %v989, i32 62
  %v991 = load i32, i32 addrspace(3)* %v990, align 4
  %v992 = trunc i32 %v991 to i8
  %v993 = icmp ne i8 %v992, 0
  %v994 = zext i1 %v993 to i32
  %v995 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 288) to i32 addrspace(3)*
  %v996 = getelementptr inbounds i32, i32 addrspace(3)* %v995, i32 63
  %v997 = load i32, i32 addrspace(3)* %v996, align 4
  %v998 = trunc i32 %v997 to i8
  %v999 = icmp ne i8 %v998, 0
  %v1000 = zext i1 %v999 to i32
  %v1001 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([29 x i8], [29 x i8] addrspace(1)* @str3, i64 0, i64 0) to i8*
  %v1002 = alloca {i32, i32, i32, i32, i32, i32, i32, i32, i32}, align 8
  %v1003 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v1002, i32 0, i32 0
  store i32 %v952, i32* %v1003, align 4
  %v1004 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v1002, i32 0, i32 1
  store i32 %v958, i32* %v1004, align 4
  %v1005 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v1002, i32 0, i32 2
  store i32 %v964, i32* %v1005, align 4
  %v1006 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v1002, i32 0, i32 3
  store i32 %v970, i32* %v1006, align 4
  %v1007 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v1002, i32 0, i32 4
  store i32 %v976, i32* %v1007, align 4
  %v1008 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v1002, i32 0, i32 5
  store i32 %v982, i32* %v1008, align 4
  %v1009 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v1002, i32 0, i32 6
  store i32 %v988, i32* %v1009, align 4
  %v1010 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v1002, i32 0, i32 7
  store i32 %v994, i32* %v1010, align 4
  %v1011 = getelementptr inbounds {i32, i32, i32, i32, i32, i32, i32, i32, i32}, {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v1002, i32 0, i32 8
  store i32 %v1000, i32* %v1011, align 4
  %v1012 = bitcast {i32, i32, i32, i32, i32, i32, i32, i32, i32}* %v1002 to i8*
  %v1013 = call i32 @vprintf(i8* %v1001, i8* %v1012)
  br label %printed8
printed8:
  %v1014 = and i32 %v2, 1
  %v1015 = shl i32 %v1014, 2
  %v1016 = lshr i32 %v2, 1
  %v1017 = and i32 %v1016, 1
  %v1018 = shl i32 %v1017, 3
  %v1019 = or i32 %v1015, %v1018
  %v1020 = lshr i32 %v2, 2
  %v1021 = and i32 %v1020, 1
  %v1022 = shl i32 %v1021, 4
  %v1023 = or i32 %v1019, %v1022
  %v1024 = lshr i32 %v2, 3
  %v1025 = and i32 %v1024, 1
  %v1026 = shl i32 %v1025, 5
  %v1027 = or i32 %v1023, %v1026
  %v1028 = lshr i32 %v2, 4
  %v1029 = and i32 %v1028, 1
  %v1030 = shl i32 %v1029, 6
  %v1031 = or i32 %v1027, %v1030
  %v1032 = and i32 %v3, 1
  %v1033 = shl i32 %v1032, 7
  %v1034 = or i32 %v1031, %v1033
  %v1035 = lshr i32 %v3, 1
  %v1036 = and i32 %v1035, 1
  %v1037 = shl i32 %v1036, 8
  %v1038 = or i32 %v1034, %v1037
  %v1039 = lshr i32 %v3, 2
  %v1040 = and i32 %v1039, 1
  %v1041 = shl i32 %v1040, 9
  %v1042 = or i32 %v1038, %v1041
  %v1043 = lshr i32 %v1042, 6
  %v1044 = and i32 %v1043, 63
  %v1045 = and i32 %v1042, 63
  %v1046 = zext i32 %v1044 to i64
  %v1047 = sext i32 %p3 to i64
  %v1048 = zext i32 %p1 to i64
  %v1049 = mul i64 %v1046, %v1047
  %v1050 = icmp sle i64 64, %v1048
  %v1051 = icmp sge i64 0, 0
  %v1052 = and i1 %v1050, %v1051
  %v1053 = zext i32 %v1045 to i64
  %v1054 = sext i32 %p4 to i64
  %v1055 = zext i32 %p2 to i64
  %v1056 = mul i64 %v1053, %v1054
  %v1057 = add i64 %v1049, %v1056
  %v1058 = icmp sle i64 64, %v1055
  %v1059 = icmp sge i64 0, 0
  %v1060 = and i1 %v1058, %v1059
  %v1061 = and i1 %v1052, %v1060
  br i1 %v1061, label %ld_full9, label %ld_edge10
ld_full9:
  %v1062 = icmp ult i64 %v1046, %v1048
  %v1063 = icmp ult i64 %v1053, %v1055
  %v1064 = and i1 %v1062, %v1063
  %v1065 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1057
  %v1066 = load float, float addrspace(1)* %v1065, align 4
  %v1067 = icmp ult i64 %v1046, %v1048
  %v1068 = add i64 %v1057, %v1054
  %v1069 = add i64 %v1053, 1
  %v1070 = icmp ult i64 %v1069, %v1055
  %v1071 = and i1 %v1067, %v1070
  %v1072 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1068
  %v1073 = load float, float addrspace(1)* %v1072, align 4
  %v1074 = icmp ult i64 %v1046, %v1048
  %v1075 = mul i64 2, %v1054
  %v1076 = add i64 %v1057, %v1075
  %v1077 = add i64 %v1053, 2
  %v1078 = icmp ult i64 %v1077, %v1055
  %v1079 = and i1 %v1074, %v1078
  %v1080 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1076
  %v1081 = load float, float addrspace(1)* %v1080, align 4
  %v1082 = icmp ult i64 %v1046, %v1048
  %v1083 = mul i64 3, %v1054
  %v1084 = add i64 %v1057, %v1083
  %v1085 = add i64 %v1053, 3
  %v1086 = icmp ult i64 %v1085, %v1055
  %v1087 = and i1 %v1082, %v1086
  %v1088 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1084
  %v1089 = load float, float addrspace(1)* %v1088, align 4
  %v1090 = mul i64 16, %v1047
  %v1091 = add i64 %v1057, %v1090
  %v1092 = add i64 %v1046, 16
  %v1093 = icmp ult i64 %v1092, %v1048
  %v1094 = icmp ult i64 %v1053, %v1055
  %v1095 = and i1 %v1093, %v1094
  %v1096 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1091
  %v1097 = load float, float addrspace(1)* %v1096, align 4
  %v1098 = mul i64 16, %v1047
  %v1099 = add i64 %v1057, %v1098
  %v1100 = add i64 %v1046, 16
  %v1101 = icmp ult i64 %v1100, %v1048
  %v1102 = add i64 %v1099, %v1054
  %v1103 = add i64 %v1053, 1
  %v1104 = icmp ult i64 %v1103, %v1055
  %v1105 = and i1 %v1101, %v1104
  %v1106 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1102
  %v1107 = load float, float addrspace(1)* %v1106, align 4
  %v1108 = mul i64 16, %v1047
  %v1109 = add i64 %v1057, %v1108
  %v1110 = add i64 %v1046, 16
  %v1111 = icmp ult i64 %v1110, %v1048
  %v1112 = mul i64 2, %v1054
  %v1113 = add i64 %v1109, %v1112
  %v1114 = add i64 %v1053, 2
  %v1115 = icmp ult i64 %v1114, %v1055
  %v1116 = and i1 %v1111, %v1115
  %v1117 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1113
  %v1118 = load float, float addrspace(1)* %v1117, align 4
  %v1119 = mul i64 16, %v1047
  %v1120 = add i64 %v1057, %v1119
  %v1121 = add i64 %v1046, 16
  %v1122 = icmp ult i64 %v1121, %v1048
  %v1123 = mul i64 3, %v1054
  %v1124 = add i64 %v1120, %v1123
  %v1125 = add i64 %v1053, 3
  %v1126 = icmp ult i64 %v1125, %v1055
  %v1127 = and i1 %v1122, %v1126
  %v1128 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1124
  %v1129 = load float, float addrspace(1)* %v1128, align 4
  %v1130 = mul i64 32, %v1047
  %v1131 = add i64 %v1057, %v1130
  %v1132 = add i64 %v1046, 32
  %v1133 = icmp ult i64 %v1132, %v1048
  %v1134 = icmp ult i64 %v1053, %v1055
  %v1135 = and i1 %v1133, %v1134
  %v1136 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1131
  %v1137 = load float, float addrspace(1)* %v1136, align 4
  %v1138 = mul i64 32, %v1047
  %v1139 = add i64 %v1057, %v1138
  %v1140 = add i64 %v1046, 32
  %v1141 = icmp ult i64 %v1140, %v1048
  %v1142 = add i64 %v1139, %v1054
  %v1143 = add i64 %v1053, 1
  %v1144 = icmp ult i64 %v1143, %v1055
  %v1145 = and i1 %v1141, %v1144
  %v1146 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1142
  %v1147 = load float, float addrspace(1)* %v1146, align 4
  %v1148 = mul i64 32, %v1047
  %v1149 = add i64 %v1057, %v1148
  %v1150 = add i64 %v1046, 32
  %v1151 = icmp ult i64 %v1150, %v1048
  %v1152 = mul i64 2, %v1054
  %v1153 = add i64 %v1149, %v1152
  %v1154 = add i64 %v1053, 2
  %v1155 = icmp ult i64 %v1154, %v1055
  %v1156 = and i1 %v1151, %v1155
  %v1157 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1153
  %v1158 = load float, float addrspace(1)* %v1157, align 4
  %v1159 = mul i64 32, %v1047
  %v1160 = add i64 %v1057, %v1159
  %v1161 = add i64 %v1046, 32
  %v1162 = icmp ult i64 %v1161, %v1048
  %v1163 = mul i64 3, %v1054
  %v1164 = add i64 %v1160, %v1163
  %v1165 = add i64 %v1053, 3
  %v1166 = icmp ult i64 %v1165, %v1055
  %v1167 = and i1 %v1162, %v1166
  %v1168 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1164
  %v1169 = load float, float addrspace(1)* %v1168, align 4
  %v1170 = mul i64 48, %v1047
  %v1171 = add i64 %v1057, %v1170
  %v1172 = add i64 %v1046, 48
  %v1173 = icmp ult i64 %v1172, %v1048
  %v1174 = icmp ult i64 %v1053, %v1055
  %v1175 = and i1 %v1173, %v1174
  %v1176 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1171
  %v1177 = load float, float addrspace(1)* %v1176, align 4
  %v1178 = mul i64 48, %v1047
  %v1179 = add i64 %v1057, %v1178
  %v1180 = add i64 %v1046, 48
  %v1181 = icmp ult i64 %v1180, %v1048
  %v1182 = add i64 %v1179, %v1054
  %v1183 = add i64 %v1053, 1
  %v1184 = icmp ult i64 %v1183, %v1055
  %v1185 = and i1 %v1181, %v1184
  %v1186 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1182
  %v1187 = load float, float addrspace(1)* %v1186, align 4
  %v1188 = mul i64 48, %v1047
  %v1189 = add i64 %v1057, %v1188
  %v1190 = add i64 %v1046, 48
  %v1191 = icmp ult i64 %v1190, %v1048
  %v1192 = mul i64 2, %v1054
  %v1193 = add i64 %v1189, %v1192
  %v1194 = add i64 %v1053, 2
  %v1195 = icmp ult i64 %v1194, %v1055
  %v1196 = and i1 %v1191, %v1195
  %v1197 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1193
  %v1198 = load float, float addrspace(1)* %v1197, align 4
  %v1199 = mul i64 48, %v1047
  %v1200 = add i64 %v1057, %v1199
  %v1201 = add i64 %v1046, 48
  %v1202 = icmp ult i64 %v1201, %v1048
  %v1203 = mul i64 3, %v1054
  %v1204 = add i64 %v1200, %v1203
  %v1205 = add i64 %v1053, 3
  %v1206 = icmp ult i64 %v1205, %v1055
  %v1207 = and i1 %v1202, %v1206
  %v1208 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1204
  %v1209 = load float, float addrspace(1)* %v1208, align 4
  br label %ld_done11
ld_edge10:
  %v1210 = bitcast float 0x0000000000000000 to i32
  %v1211 = icmp ult i64 %v1046, %v1048
  %v1212 = icmp ult i64 %v1053, %v1055
  %v1213 = and i1 %v1211, %v1212
  %v1214 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1057
  %v1215 = ptrtoint float addrspace(1)* %v1214 to i64
  %v1216 = zext i1 %v1213 to i32
  %v1217 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1215, i32 %v1216, i32 %v1210)
  %v1218 = bitcast i32 %v1217 to float
  %v1219 = icmp ult i64 %v1046, %v1048
  %v1220 = add i64 %v1057, %v1054
  %v1221 = add i64 %v1053, 1
  %v1222 = icmp ult i64 %v1221, %v1055
  %v1223 = and i1 %v1219, %v1222
  %v1224 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1220
  %v1225 = ptrtoint float addrspace(1)* %v1224 to i64
  %v1226 = zext i1 %v1223 to i32
  %v1227 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1225, i32 %v1226, i32 %v1210)
  %v1228 = bitcast i32 %v1227 to float
  %v1229 = icmp ult i64 %v1046, %v1048
  %v1230 = mul i64 2, %v1054
  %v1231 = add i64 %v1057, %v1230
  %v1232 = add i64 %v1053, 2
  %v1233 = icmp ult i64 %v1232, %v1055
  %v1234 = and i1 %v1229, %v1233
  %v1235 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1231
  %v1236 = ptrtoint float addrspace(1)* %v1235 to i64
  %v1237 = zext i1 %v1234 to i32
  %v1238 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1236, i32 %v1237, i32 %v1210)
  %v1239 = bitcast i32 %v1238 to float
  %v1240 = icmp ult i64 %v1046, %v1048
  %v1241 = mul i64 3, %v1054
  %v1242 = add i64 %v1057, %v1241
  %v1243 = add i64 %v1053, 3
  %v1244 = icmp ult i64 %v1243, %v1055
  %v1245 = and i1 %v1240, %v1244
  %v1246 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1242
  %v1247 = ptrtoint float addrspace(1)* %v1246 to i64
  %v1248 = zext i1 %v1245 to i32
  %v1249 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1247, i32 %v1248, i32 %v1210)
  %v1250 = bitcast i32 %v1249 to float
  %v1251 = mul i64 16, %v1047
  %v1252 = add i64 %v1057, %v1251
  %v1253 = add i64 %v1046, 16
  %v1254 = icmp ult i64 %v1253, %v1048
  %v1255 = icmp ult i64 %v1053, %v1055
  %v1256 = and i1 %v1254, %v1255
  %v1257 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1252
  %v1258 = ptrtoint float addrspace(1)* %v1257 to i64
  %v1259 = zext i1 %v1256 to i32
  %v1260 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1258, i32 %v1259, i32 %v1210)
  %v1261 = bitcast i32 %v1260 to float
  %v1262 = mul i64 16, %v1047
  %v1263 = add i64 %v1057, %v1262
  %v1264 = add i64 %v1046, 16
  %v1265 = icmp ult i64 %v1264, %v1048
  %v1266 = add i64 %v1263, %v1054
  %v1267 = add i64 %v1053, 1
  %v1268 = icmp ult i64 %v1267, %v1055
  %v1269 = and i1 %v1265, %v1268
  %v1270 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1266
  %v1271 = ptrtoint float addrspace(1)* %v1270 to i64
  %v1272 = zext i1 %v1269 to i32
  %v1273 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1271, i32 %v1272, i32 %v1210)
  %v1274 = bitcast i32 %v1273 to float
  %v1275 = mul i64 16, %v1047
  %v1276 = add i64 %v1057, %v1275
  %v1277 = add i64 %v1046, 16
  %v1278 = icmp ult i64 %v1277, %v1048
  %v1279 = mul i64 2, %v1054
  %v1280 = add i64 %v1276, %v1279
  %v1281 = add i64 %v1053, 2
  %v1282 = icmp ult i64 %v1281, %v1055
  %v1283 = and i1 %v1278, %v1282
  %v1284 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1280
  %v1285 = ptrtoint float addrspace(1)* %v1284 to i64
  %v1286 = zext i1 %v1283 to i32
  %v1287 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1285, i32 %v1286, i32 %v1210)
  %v1288 = bitcast i32 %v1287 to float
  %v1289 = mul i64 16, %v1047
  %v1290 = add i64 %v1057, %v1289
  %v1291 = add i64 %v1046, 16
  %v1292 = icmp ult i64 %v1291, %v1048
  %v1293 = mul i64 3, %v1054
  %v1294 = add i64 %v1290, %v1293
  %v1295 = add i64 %v1053, 3
  %v1296 = icmp ult i64 %v1295, %v1055
  %v1297 = and i1 %v1292, %v1296
  %v1298 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1294
  %v1299 = ptrtoint float addrspace(1)* %v1298 to i64
  %v1300 = zext i1 %v1297 to i32
  %v1301 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1299, i32 %v1300, i32 %v1210)
  %v1302 = bitcast i32 %v1301 to float
  %v1303 = mul i64 32, %v1047
  %v1304 = add i64 %v1057, %v1303
  %v1305 = add i64 %v1046, 32
  %v1306 = icmp ult i64 %v1305, %v1048
  %v1307 = icmp ult i64 %v1053, %v1055
  %v1308 = and i1 %v1306, %v1307
  %v1309 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1304
  %v1310 = ptrtoint float addrspace(1)* %v1309 to i64
  %v1311 = zext i1 %v1308 to i32
  %v1312 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1310, i32 %v1311, i32 %v1210)
  %v1313 = bitcast i32 %v1312 to float
  %v1314 = mul i64 32, %v1047
  %v1315 = add i64 %v1057, %v1314
  %v1316 = add i64 %v1046, 32
  %v1317 = icmp ult i64 %v1316, %v1048
  %v1318 = add i64 %v1315, %v1054
  %v1319 = add i64 %v1053, 1
  %v1320 = icmp ult i64 %v1319, %v1055
  %v1321 = and i1 %v1317, %v1320
  %v1322 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1318
  %v1323 = ptrtoint float addrspace(1)* %v1322 to i64
  %v1324 = zext i1 %v1321 to i32
  %v1325 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1323, i32 %v1324, i32 %v1210)
  %v1326 = bitcast i32 %v1325 to float
  %v1327 = mul i64 32, %v1047
  %v1328 = add i64 %v1057, %v1327
  %v1329 = add i64 %v1046, 32
  %v1330 = icmp ult i64 %v1329, %v1048
  %v1331 = mul i64 2, %v1054
  %v1332 = add i64 %v1328, %v1331
  %v1333 = add i64 %v1053, 2
  %v1334 = icmp ult i64 %v1333, %v1055
  %v1335 = and i1 %v1330, %v1334
  %v1336 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1332
  %v1337 = ptrtoint float addrspace(1)* %v1336 to i64
  %v1338 = zext i1 %v1335 to i32
  %v1339 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1337, i32 %v1338, i32 %v1210)
  %v1340 = bitcast i32 %v1339 to float
  %v1341 = mul i64 32, %v1047
  %v1342 = add i64 %v1057, %v1341
  %v1343 = add i64 %v1046, 32
  %v1344 = icmp ult i64 %v1343, %v1048
  %v1345 = mul i64 3, %v1054
  %v1346 = add i64 %v1342, %v1345
  %v1347 = add i64 %v1053, 3
  %v1348 = icmp ult i64 %v1347, %v1055
  %v1349 = and i1 %v1344, %v1348
  %v1350 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1346
  %v1351 = ptrtoint float addrspace(1)* %v1350 to i64
  %v1352 = zext i1 %v1349 to i32
  %v1353 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1351, i32 %v1352, i32 %v1210)
  %v1354 = bitcast i32 %v1353 to float
  %v1355 = mul i64 48, %v1047
  %v1356 = add i64 %v1057, %v1355
  %v1357 = add i64 %v1046, 48
  %v1358 = icmp ult i64 %v1357, %v1048
  %v1359 = icmp ult i64 %v1053, %v1055
  %v1360 = and i1 %v1358, %v1359
  %v1361 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1356
  %v1362 = ptrtoint float addrspace(1)* %v1361 to i64
  %v1363 = zext i1 %v1360 to i32
  %v1364 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1362, i32 %v1363, i32 %v1210)
  %v1365 = bitcast i32 %v1364 to float
  %v1366 = mul i64 48, %v1047
  %v1367 = add i64 %v1057, %v1366
  %v1368 = add i64 %v1046, 48
  %v1369 = icmp ult i64 %v1368, %v1048
  %v1370 = add i64 %v1367, %v1054
  %v1371 = add i64 %v1053, 1
  %v1372 = icmp ult i64 %v1371, %v1055
  %v1373 = and i1 %v1369, %v1372
  %v1374 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1370
  %v1375 = ptrtoint float addrspace(1)* %v1374 to i64
  %v1376 = zext i1 %v1373 to i32
  %v1377 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1375, i32 %v1376, i32 %v1210)
  %v1378 = bitcast i32 %v1377 to float
  %v1379 = mul i64 48, %v1047
  %v1380 = add i64 %v1057, %v1379
  %v1381 = add i64 %v1046, 48
  %v1382 = icmp ult i64 %v1381, %v1048
  %v1383 = mul i64 2, %v1054
  %v1384 = add i64 %v1380, %v1383
  %v1385 = add i64 %v1053, 2
  %v1386 = icmp ult i64 %v1385, %v1055
  %v1387 = and i1 %v1382, %v1386
  %v1388 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1384
  %v1389 = ptrtoint float addrspace(1)* %v1388 to i64
  %v1390 = zext i1 %v1387 to i32
  %v1391 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1389, i32 %v1390, i32 %v1210)
  %v1392 = bitcast i32 %v1391 to float
  %v1393 = mul i64 48, %v1047
  %v1394 = add i64 %v1057, %v1393
  %v1395 = add i64 %v1046, 48
  %v1396 = icmp ult i64 %v1395, %v1048
  %v1397 = mul i64 3, %v1054
  %v1398 = add i64 %v1394, %v1397
  %v1399 = add i64 %v1053, 3
  %v1400 = icmp ult i64 %v1399, %v1055
  %v1401 = and i1 %v1396, %v1400
  %v1402 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1398
  %v1403 = ptrtoint float addrspace(1)* %v1402 to i64
  %v1404 = zext i1 %v1401 to i32
  %v1405 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1403, i32 %v1404, i32 %v1210)
  %v1406 = bitcast i32 %v1405 to float
  br label %ld_done11
ld_done11:
  %v1407 = phi float [ %v1066, %ld_full9 ], [ %v1218, %ld_edge10 ]
  %v1408 = phi float [ %v1073, %ld_full9 ], [ %v1228, %ld_edge10 ]
  %v1409 = phi float [ %v1081, %ld_full9 ], [ %v1239, %ld_edge10 ]
  %v1410 = phi float [ %v1089, %ld_full9 ], [ %v1250, %ld_edge10 ]
  %v1411 = phi float [ %v1097, %ld_full9 ], [ %v1261, %ld_edge10 ]
  %v1412 = phi float [ %v1107, %ld_full9 ], [ %v1274, %ld_edge10 ]
  %v1413 = phi float [ %v1118, %ld_full9 ], [ %v1288, %ld_edge10 ]
  %v1414 = phi float [ %v1129, %ld_full9 ], [ %v1302, %ld_edge10 ]
  %v1415 = phi float [ %v1137, %ld_full9 ], [ %v1313, %ld_edge10 ]
  %v1416 = phi float [ %v1147, %ld_full9 ], [ %v1326, %ld_edge10 ]
  %v1417 = phi float [ %v1158, %ld_full9 ], [ %v1340, %ld_edge10 ]
  %v1418 = phi float [ %v1169, %ld_full9 ], [ %v1354, %ld_edge10 ]
  %v1419 = phi float [ %v1177, %ld_full9 ], [ %v1365, %ld_edge10 ]
  %v1420 = phi float [ %v1187, %ld_full9 ], [ %v1378, %ld_edge10 ]
  %v1421 = phi float [ %v1198, %ld_full9 ], [ %v1392, %ld_edge10 ]
  %v1422 = phi float [ %v1209, %ld_full9 ], [ %v1406, %ld_edge10 ]
  call void @llvm.nvvm.barrier0()
  %v1423 = and i32 %v2, 1
  %v1424 = shl i32 %v1423, 2
  %v1425 = lshr i32 %v2, 1
  %v1426 = and i32 %v1425, 1
  %v1427 = shl i32 %v1426, 3
  %v1428 = or i32 %v1424, %v1427
  %v1429 = lshr i32 %v2, 2
  %v1430 = and i32 %v1429, 1
  %v1431 = shl i32 %v1430, 4
  %v1432 = or i32 %v1428, %v1431
  %v1433 = lshr i32 %v2, 3
  %v1434 = and i32 %v1433, 1
  %v1435 = shl i32 %v1434, 5
  %v1436 = or i32 %v1432, %v1435
  %v1437 = lshr i32 %v2, 4
  %v1438 = and i32 %v1437, 1
  %v1439 = shl i32 %v1438, 6
  %v1440 = or i32 %v1436, %v1439
  %v1441 = and i32 %v3, 1
  %v1442 = shl i32 %v1441, 7
  %v1443 = or i32 %v1440, %v1442
  %v1444 = lshr i32 %v3, 1
  %v1445 = and i32 %v1444, 1
  %v1446 = shl i32 %v1445, 8
  %v1447 = or i32 %v1443, %v1446
  %v1448 = lshr i32 %v3, 2
  %v1449 = and i32 %v1448, 1
  %v1450 = shl i32 %v1449, 9
  %v1451 = or i32 %v1447, %v1450
  %v1452 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1453 = getelementptr inbounds float, float addrspace(3)* %v1452, i32 %v1451
  store float %v1407, float addrspace(3)* %v1453, align 4
  %v1454 = or i32 %v1451, 1
  %v1455 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1456 = getelementptr inbounds float, float addrspace(3)* %v1455, i32 %v1454
  store float %v1408, float addrspace(3)* %v1456, align 4
  %v1457 = or i32 %v1451, 2
  %v1458 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1459 = getelementptr inbounds float, float addrspace(3)* %v1458, i32 %v1457
  store float %v1409, float addrspace(3)* %v1459, align 4
  %v1460 = or i32 %v1451, 3
  %v1461 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1462 = getelementptr inbounds float, float addrspace(3)* %v1461, i32 %v1460
  store float %v1410, float addrspace(3)* %v1462, align 4
  %v1463 = or i32 %v1451, 1024
  %v1464 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1465 = getelementptr inbounds float, float addrspace(3)* %v1464, i32 %v1463
  store float %v1411, float addrspace(3)* %v1465, align 4
  %v1466 = or i32 %v1451, 1025
  %v1467 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1468 = getelementptr inbounds float, float addrspace(3)* %v1467, i32 %v1466
  store float %v1412, float addrspace(3)* %v1468, align 4
  %v1469 = or i32 %v1451, 1026
  %v1470 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1471 = getelementptr inbounds float, float addrspace(3)* %v1470, i32 %v1469
  store float %v1413, float addrspace(3)* %v1471, align 4
  %v1472 = or i32 %v1451, 1027
  %v1473 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1474 = getelementptr inbounds float, float addrspace(3)* %v1473, i32 %v1472
  store float %v1414, float addrspace(3)* %v1474, align 4
  %v1475 = or i32 %v1451, 2048
  %v1476 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1477 = getelementptr inbounds float, float addrspace(3)* %v1476, i32 %v1475
  store float %v1415, float addrspace(3)* %v1477, align 4
  %v1478 = or i32 %v1451, 2049
  %v1479 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1480 = getelementptr inbounds float, float addrspace(3)* %v1479, i32 %v1478
  store float %v1416, float addrspace(3)* %v1480, align 4
  %v1481 = or i32 %v1451, 2050
  %v1482 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1483 = getelementptr inbounds float, float addrspace(3)* %v1482, i32 %v1481
  store float %v1417, float addrspace(3)* %v1483, align 4
  %v1484 = or i32 %v1451, 2051
  %v1485 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1486 = getelementptr inbounds float, float addrspace(3)* %v1485, i32 %v1484
  store float %v1418, float addrspace(3)* %v1486, align 4
  %v1487 = or i32 %v1451, 3072
  %v1488 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1489 = getelementptr inbounds float, float addrspace(3)* %v1488, i32 %v1487
  store float %v1419, float addrspace(3)* %v1489, align 4
  %v1490 = or i32 %v1451, 3073
  %v1491 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1492 = getelementptr inbounds float, float addrspace(3)* %v1491, i32 %v1490
  store float %v1420, float addrspace(3)* %v1492, align 4
  %v1493 = or i32 %v1451, 3074
  %v1494 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1495 = getelementptr inbounds float, float addrspace(3)* %v1494, i32 %v1493
  store float %v1421, float addrspace(3)* %v1495, align 4
  %v1496 = or i32 %v1451, 3075
  %v1497 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1498 = getelementptr inbounds float, float addrspace(3)* %v1497, i32 %v1496
  store float %v1422, float addrspace(3)* %v1498, align 4
  call void @llvm.nvvm.barrier0()
  %v1499 = icmp eq i32 %v1, 0
  br i1 %v1499, label %print12, label %printed13
print12:
  %v1500 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1501 = getelementptr inbounds float, float addrspace(3)* %v1500, i32 0
  %v1502 = load float, float addrspace(3)* %v1501, align 4
  %v1503 = fpext float %v1502 to double
  %v1504 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1505 = getelementptr inbounds float, float addrspace(3)* %v1504, i32 1
  %v1506 = load float, float addrspace(3)* %v1505, align 4
  %v1507 = fpext float %v1506 to double
  %v1508 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1509 = getelementptr inbounds float, float addrspace(3)* %v1508, i32 2
  %v1510 = load float, float addrspace(3)* %v1509, align 4
  %v1511 = fpext float %v1510 to double
  %v1512 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1513 = getelementptr inbounds float, float addrspace(3)* %v1512, i32 61
  %v1514 = load float, float addrspace(3)* %v1513, align 4
  %v1515 = fpext float %v1514 to double
  %v1516 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1517 = getelementptr inbounds float, float addrspace(3)* %v1516, i32 62
  %v1518 = load float, float addrspace(3)* %v1517, align 4
  %v1519 = fpext float %v1518 to double
  %v1520 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1521 = getelementptr inbounds float, float addrspace(3)* %v1520, i32 63
  %v1522 = load float, float addrspace(3)* %v1521, align 4
  %v1523 = fpext float %v1522 to double
  %v1524 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1525 = getelementptr inbounds float, float addrspace(3)* %v1524, i32 64
  %v1526 = load float, float addrspace(3)* %v1525, align 4
  %v1527 = fpext float %v1526 to double
  %v1528 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1529 = getelementptr inbounds float, float addrspace(3)* %v1528, i32 65
  %v1530 = load float, float addrspace(3)* %v1529, align 4
  %v1531 = fpext float %v1530 to double
  %v1532 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1533 = getelementptr inbounds float, float addrspace(3)* %v1532, i32 66
  %v1534 = load float, float addrspace(3)* %v1533, align 4
  %v1535 = fpext float %v1534 to double
  %v1536 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1537 = getelementptr inbounds float, float addrspace(3)* %v1536, i32 125
  %v1538 = load float, float addrspace(3)* %v1537, align 4
  %v1539 = fpext float %v1538 to double
  %v1540 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1541 = getelementptr inbounds float, float addrspace(3)* %v1540, i32 126
  %v1542 = load float, float addrspace(3)* %v1541, align 4
  %v1543 = fpext float %v1542 to double
  %v1544 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1545 = getelementptr inbounds float, float addrspace(3)* %v1544, i32 127
  %v1546 = load float, float addrspace(3)* %v1545, align 4
  %v1547 = fpext float %v1546 to double
  %v1548 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1549 = getelementptr inbounds float, float addrspace(3)* %v1548, i32 128
  %v1550 = load float, float addrspace(3)* %v1549, align 4
  %v1551 = fpext float %v1550 to double
  %v1552 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1553 = getelementptr inbounds float, float addrspace(3)* %v1552, i32 129
  %v1554 = load float, float addrspace(3)* %v1553, align 4
  %v1555 = fpext float %v1554 to double
  %v1556 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1557 = getelementptr inbounds float, float addrspace(3)* %v1556, i32 130
  %v1558 = load float, float addrspace(3)* %v1557, align 4
  %v1559 = fpext float %v1558 to double
  %v1560 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1561 = getelementptr inbounds float, float addrspace(3)* %v1560, i32 189
  %v1562 = load float, float addrspace(3)* %v1561, align 4
  %v1563 = fpext float %v1562 to double
  %v1564 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1565 = getelementptr inbounds float, float addrspace(3)* %v1564, i32 190
  %v1566 = load float, float addrspace(3)* %v1565, align 4
  %v1567 = fpext float %v1566 to double
  %v1568 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1569 = getelementptr inbounds float, float addrspace(3)* %v1568, i32 191
  %v1570 = load float, float addrspace(3)* %v1569, align 4
  %v1571 = fpext float %v1570 to double
  %v1572 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1573 = getelementptr inbounds float, float addrspace(3)* %v1572, i32 3904
  %v1574 = load float, float addrspace(3)* %v1573, align 4
  %v1575 = fpext float %v1574 to double
  %v1576 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1577 = getelementptr inbounds float, float addrspace(3)* %v1576, i32 3905
  %v1578 = load float, float addrspace(3)* %v1577, align 4
  %v1579 = fpext float %v1578 to double
  %v1580 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1581 = getelementptr inbounds float, float addrspace(3)* %v1580, i32 3906
  %v1582 = load float, float addrspace(3)* %v1581, align 4
  %v1583 = fpext float %v1582 to double
  %v1584 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1585 = getelementptr inbounds float, float addrspace(3)* %v1584, i32 3965
  %v1586 = load float, float addrspace(3)* %v1585, align 4
  %v1587 = fpext float %v1586 to double
  %v1588 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1589 = getelementptr inbounds float, float addrspace(3)* %v1588, i32 3966
  %v1590 = load float, float addrspace(3)* %v1589, align 4
  %v1591 = fpext float %v1590 to double
  %v1592 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1593 = getelementptr inbounds float, float addrspace(3)* %v1592, i32 3967
  %v1594 = load float, float addrspace(3)* %v1593, align 4
  %v1595 = fpext float %v1594 to double
  %v1596 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1597 = getelementptr inbounds float, float addrspace(3)* %v1596, i32 3968
  %v1598 = load float, float addrspace(3)* %v1597, align 4
  %v1599 = fpext float %v1598 to double
  %v1600 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1601 = getelementptr inbounds float, float addrspace(3)* %v1600, i32 3969
  %v1602 = load float, float addrspace(3)* %v1601, align 4
  %v1603 = fpext float %v1602 to double
  %v1604 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1605 = getelementptr inbounds float, float addrspace(3)* %v1604, i32 3970
  %v1606 = load float, float addrspace(3)* %v1605, align 4
  %v1607 = fpext float %v1606 to double
  %v1608 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1609 = getelementptr inbounds float, float addrspace(3)* %v1608, i32 4029
  %v1610 = load float, float addrspace(3)* %v1609, align 4
  %v1611 = fpext float %v1610 to double
  %v1612 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1613 = getelementptr inbounds float, float addrspace(3)* %v1612, i32 4030
  %v1614 = load float, float addrspace(3)* %v1613, align 4
  %v1615 = fpext float %v1614 to double
  %v1616 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1617 = getelementptr inbounds float, float addrspace(3)* %v1616, i32 4031
  %v1618 = load float, float addrspace(3)* %v1617, align 4
  %v1619 = fpext float %v1618 to double
  %v1620 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1621 = getelementptr inbounds float, float addrspace(3)* %v1620, i32 4032
  %v1622 = load float, float addrspace(3)* %v1621, align 4
  %v1623 = fpext float %v1622 to double
  %v1624 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1625 = getelementptr inbounds float, float addrspace(3)* %v1624, i32 4033
  %v1626 = load float, float addrspace(3)* %v1625, align 4
  %v1627 = fpext float %v1626 to double
  %v1628 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1629 = getelementptr inbounds float, float addrspace(3)* %v1628, i32 4034
  %v1630 = load float, float addrspace(3)* %v1629, align 4
  %v1631 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([150 x i8], [150 x i8] addrspace(1)* @str4, i64 0, i64 0) to i8*
  %v1632 = alloca {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, align 8
  %v1633 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 0
  store double %v1503, double* %v1633, align 8
  %v1634 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 1
  store double %v1507, double* %v1634, align 8
  %v1635 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 2
  store double %v1511, double* %v1635, align 8
  %v1636 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 3
  store double %v1515, double* %v1636, align 8
  %v1637 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 4
  store double %v1519, double* %v1637, align 8
  %v1638 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 5
  store double %v1523, double* %v1638, align 8
  %v1639 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 6
  store double %v1527, double* %v1639, align 8
  %v1640 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 7
  store double %v1531, double* %v1640, align 8
  %v1641 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 8
  store double %v1535, double* %v1641, align 8
  %v1642 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 9
  store double %v1539, double* %v1642, align 8
  %v1643 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 10
  store double %v1543, double* %v1643, align 8
  %v1644 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 11
  store double %v1547, double* %v1644, align 8
  %v1645 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 12
  store double %v1551, double* %v1645, align 8
  %v1646 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 13
  store double %v1555, double* %v1646, align 8
  %v1647 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 14
  store double %v1559, double* %v1647, align 8
  %v1648 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 15
  store double %v1563, double* %v1648, align 8
  %v1649 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 16
  store double %v1567, double* %v1649, align 8
  %v1650 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 17
  store double %v1571, double* %v1650, align 8
  %v1651 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 18
  store double %v1575, double* %v1651, align 8
  %v1652 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 19
  store double %v1579, double* %v1652, align 8
  %v1653 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 20
  store double %v1583, double* %v1653, align 8
  %v1654 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 21
  store double %v1587, double* %v1654, align 8
  %v1655 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 22
  store double %v1591, double* %v1655, align 8
  %v1656 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 23
  store double %v1595, double* %v1656, align 8
  %v1657 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 24
  store double %v1599, double* %v1657, align 8
  %v1658 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 25
  store double %v1603, double* %v1658, align 8
  %v1659 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 26
  store double %v1607, double* %v1659, align 8
  %v1660 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 27
  store double %v1611, double* %v1660, align 8
  %v1661 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 28
  store double %v1615, double* %v1661, align 8
  %v1662 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 29
  store double %v1619, double* %v1662, align 8
  %v1663 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 30
  store double %v1623, double* %v1663, align 8
  %v1664 = getelementptr inbounds {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}, {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632, i32 0, i32 31
  store double %v1627, double* %v1664, align 8
  %v1665 = bitcast {double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double}* %v1632 to i8*
  %v1666 = call i32 @vprintf(i8* %v1631, i8* %v1665)
  %v1667 = fpext float %v1630 to double
  %v1668 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1669 = getelementptr inbounds float, float addrspace(3)* %v1668, i32 4093
  %v1670 = load float, float addrspace(3)* %v1669, align 4
  %v1671 = fpext float %v1670 to double
  %v1672 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1673 = getelementptr inbounds float, float addrspace(3)* %v1672, i32 4094
  %v1674 = load float, float addrspace(3)* %v1673, align 4
  %v1675 = fpext float %v1674 to double
  %v1676 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1677 = getelementptr inbounds float, float addrspace(3)* %v1676, i32 4095
  %v1678 = load float, float addrspace(3)* %v1677, align 4
  %v1679 = fpext float %v1678 to double
  %v1680 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([19 x i8], [19 x i8] addrspace(1)* @str5, i64 0, i64 0) to i8*
  %v1681 = alloca {double, double, double, double}, align 8
  %v1682 = getelementptr inbounds {double, double, double, double}, {double, double, double, double}* %v1681, i32 0, i32 0
  store double %v1667, double* %v1682, align 8
  %v1683 = getelementptr inbounds {double, double, double, double}, {double, double, double, double}* %v1681, i32 0, i32 1
  store double %v1671, double* %v1683, align 8
  %v1684 = getelementptr inbounds {double, double, double, double}, {double, double, double, double}* %v1681, i32 0, i32 2
  store double %v1675, double* %v1684, align 8
  %v1685 = getelementptr inbounds {double, double, double, double}, {double, double, double, double}* %v1681, i32 0, i32 3
  store double %v1679, double* %v1685, align 8
  %v1686 = bitcast {double, double, double, double}* %v1681 to i8*
  %v1687 = call i32 @vprintf(i8* %v1680, i8* %v1686)
  br label %printed13
printed13:
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
  %v77 = bitcast float 0x0000000000000000 to i32
  %v78 = icmp ult i64 %v32, %v34
  %v79 = icmp ult i64 %v40, %v42
  %v80 = and i1 %v78, %v79
  %v81 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v44
  %v82 = ptrtoint float addrspace(1)* %v81 to i64
  %v83 = zext i1 %v80 to i32
  %v84 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v82, i32 %v83, i32 %v77)
  %v85 = bitcast i32 %v84 to float
  %v86 = icmp ult i64 %v32, %v34
  %v87 = add i64 %v44, %v41
  %v88 = add i64 %v40, 1
  %v89 = icmp ult i64 %v88, %v42
  %v90 = and i1 %v86, %v89
  %v91 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v87
  %v92 = ptrtoint float addrspace(1)* %v91 to i64
  %v93 = zext i1 %v90 to i32
  %v94 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v92, i32 %v93, i32 %v77)
  %v95 = bitcast i32 %v94 to float
  %v96 = icmp ult i64 %v32, %v34
  %v97 = mul i64 2, %v41
  %v98 = add i64 %v44, %v97
  %v99 = add i64 %v40, 2
  %v100 = icmp ult i64 %v99, %v42
  %v101 = and i1 %v96, %v100
  %v102 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v98
  %v103 = ptrtoint float addrspace(1)* %v102 to i64
  %v104 = zext i1 %v101 to i32
  %v105 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v103, i32 %v104, i32 %v77)
  %v106 = bitcast i32 %v105 to float
  %v107 = icmp ult i64 %v32, %v34
  %v108 = mul i64 3, %v41
  %v109 = add i64 %v44, %v108
  %v110 = add i64 %v40, 3
  %v111 = icmp ult i64 %v110, %v42
  %v112 = and i1 %v107, %v111
  %v113 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v109
  %v114 = ptrtoint float addrspace(1)* %v113 to i64
  %v115 = zext i1 %v112 to i32
  %v116 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v114, i32 %v115, i32 %v77)
  %v117 = bitcast i32 %v116 to float
  br label %ld_done3
ld_done3:
  %v118 = phi float [ %v53, %ld_full1 ], [ %v85, %ld_edge2 ]
  %v119 = phi float [ %v60, %ld_full1 ], [ %v95, %ld_edge2 ]
  %v120 = phi float [ %v68, %ld_full1 ], [ %v106, %ld_edge2 ]
  %v121 = phi float [ %v76, %ld_full1 ], [ %v117, %ld_edge2 ]
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
  %v143 = lshr i32 %v142, 5
  %v144 = and i32 %v143, 7
  %v145 = and i32 %v142, 31
  %v146 = sext i32 %v4 to i64
  %v147 = mul i64 %v146, 8
  %v148 = zext i32 %v144 to i64
  %v149 = add i64 %v147, %v148
  %v150 = sext i32 %p3 to i64
  %v151 = zext i32 %p1 to i64
  %v152 = mul i64 %v149, %v150
  %v153 = add i64 %v147, 8
  %v154 = icmp sle i64 %v153, %v151
  %v155 = icmp sge i64 %v146, 0
  %v156 = and i1 %v154, %v155
  %v157 = zext i32 %v145 to i64
  %v158 = sext i32 %p4 to i64
  %v159 = zext i32 %p2 to i64
  %v160 = mul i64 %v157, %v158
  %v161 = add i64 %v152, %v160
  %v162 = icmp sle i64 32, %v159
  %v163 = icmp sge i64 0, 0
  %v164 = and i1 %v162, %v163
  %v165 = and i1 %v156, %v164
  %v166 = and i32 %v3, 2
  %v167 = icmp eq i32 %v166, 0
  call void @llvm.nvvm.barrier0()
  %v168 = and i32 %v2, 1
  %v169 = shl i32 %v168, 2
  %v170 = lshr i32 %v2, 1
  %v171 = and i32 %v170, 1
  %v172 = shl i32 %v171, 3
  %v173 = or i32 %v169, %v172
  %v174 = lshr i32 %v2, 2
  %v175 = and i32 %v174, 1
  %v176 = shl i32 %v175, 4
  %v177 = or i32 %v173, %v176
  %v178 = lshr i32 %v2, 3
  %v179 = and i32 %v178, 1
  %v180 = shl i32 %v179, 5
  %v181 = or i32 %v177, %v180
  %v182 = lshr i32 %v2, 4
  %v183 = and i32 %v182, 1
  %v184 = shl i32 %v183, 6
  %v185 = or i32 %v181, %v184
  %v186 = and i32 %v3, 1
  %v187 = shl i32 %v186, 7
  %v188 = or i32 %v185, %v187
  %v189 = icmp ult i64 %v149, %v151
  %v190 = icmp ult i64 %v157, %v159
  %v191 = and i1 %v189, %v190
  %v192 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v161
  %v193 = and i1 %v191, %v167
  br i1 %v193, label %atom4, label %atom_next5
atom4:
  %v194 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v192, float %v118)
  %v195 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v196 = getelementptr inbounds float, float addrspace(3)* %v195, i32 %v188
  store float %v194, float addrspace(3)* %v196, align 4
  br label %atom_next5
atom_next5:
  %v197 = phi float [ %v194, %atom4 ], [ 0x0000000000000000, %ld_done3 ]
  %v198 = icmp ult i64 %v149, %v151
  %v199 = add i64 %v161, %v158
  %v200 = add i64 %v157, 1
  %v201 = icmp ult i64 %v200, %v159
  %v202 = and i1 %v198, %v201
  %v203 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v199
  %v204 = and i1 %v202, %v167
  br i1 %v204, label %atom6, label %atom_next7
atom6:
  %v205 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v203, float %v119)
  %v206 = or i32 %v188, 1
  %v207 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v208 = getelementptr inbounds float, float addrspace(3)* %v207, i32 %v206
  store float %v205, float addrspace(3)* %v208, align 4
  br label %atom_next7
atom_next7:
  %v209 = phi float [ %v205, %atom6 ], [ 0x0000000000000000, %atom_next5 ]
  %v210 = icmp ult i64 %v149, %v151
  %v211 = mul i64 2, %v158
  %v212 = add i64 %v161, %v211
  %v213 = add i64 %v157, 2
  %v214 = icmp ult i64 %v213, %v159
  %v215 = and i1 %v210, %v214
  %v216 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v212
  %v217 = and i1 %v215, %v167
  br i1 %v217, label %atom8, label %atom_next9
atom8:
  %v218 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v216, float %v120)
  %v219 = or i32 %v188, 2
  %v220 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v221 = getelementptr inbounds float, float addrspace(3)* %v220, i32 %v219
  store float %v218, float addrspace(3)* %v221, align 4
  br label %atom_next9
atom_next9:
  %v222 = phi float [ %v218, %atom8 ], [ 0x0000000000000000, %atom_next7 ]
  %v223 = icmp ult i64 %v149, %v151
  %v224 = mul i64 3, %v158
  %v225 = add i64 %v161, %v224
  %v226 = add i64 %v157, 3
  %v227 = icmp ult i64 %v226, %v159
  %v228 = and i1 %v223, %v227
  %v229 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v225
  %v230 = and i1 %v228, %v167
  br i1 %v230, label %atom10, label %atom_next11
atom10:
  %v231 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v229, float %v121)
  %v232 = or i32 %v188, 3
  %v233 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v234 = getelementptr inbounds float, float addrspace(3)* %v233, i32 %v232
  store float %v231, float addrspace(3)* %v234, align 4
  br label %atom_next11
atom_next11:
  %v235 = phi float [ %v231, %atom10 ], [ 0x0000000000000000, %atom_next9 ]
  call void @llvm.nvvm.barrier0()
  %v236 = and i32 %v2, 1
  %v237 = shl i32 %v236, 2
  %v238 = lshr i32 %v2, 1
  %v239 = and i32 %v238, 1
  %v240 = shl i32 %v239, 3
  %v241 = or i32 %v237, %v240
  %v242 = lshr i32 %v2, 2
  %v243 = and i32 %v242, 1
  %v244 = shl i32 %v243, 4
  %v245 = or i32 %v241, %v244
  %v246 = lshr i32 %v2, 3
  %v247 = and i32 %v246, 1
  %v248 = shl i32 %v247, 5
  %v249 = or i32 %v245, %v248
  %v250 = lshr i32 %v2, 4
  %v251 = and i32 %v250, 1
  %v252 = shl i32 %v251, 6
  %v253 = or i32 %v249, %v252
  %v254 = and i32 %v3, 1
  %v255 = shl i32 %v254, 7
  %v256 = or i32 %v253, %v255
  %v257 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v258 = getelementptr inbounds float, float addrspace(3)* %v257, i32 %v256
  %v259 = load float, float addrspace(3)* %v258, align 4
  %v260 = or i32 %v256, 1
  %v261 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v262 = getelementptr inbounds float, float addrspace(3)* %v261, i32 %v260
  %v263 = load float, float addrspace(3)* %v262, align 4
  %v264 = or i32 %v256, 2
  %v265 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v266 = getelementptr inbounds float, float addrspace(3)* %v265, i32 %v264
  %v267 = load float, float addrspace(3)* %v266, align 4
  %v268 = or i32 %v256, 3
  %v269 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v270 = getelementptr inbounds float, float addrspace(3)* %v269, i32 %v268
  %v271 = load float, float addrspace(3)* %v270, align 4
  %v272 = icmp ult i64 %v149, %v151
  %v273 = icmp ult i64 %v157, %v159
  %v274 = and i1 %v272, %v273
  %v275 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v161
  %v276 = select i1 %v274, float %v259, float 0x0000000000000000
  %v277 = icmp ult i64 %v149, %v151
  %v278 = add i64 %v161, %v158
  %v279 = add i64 %v157, 1
  %v280 = icmp ult i64 %v279, %v159
  %v281 = and i1 %v277, %v280
  %v282 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v278
  %v283 = select i1 %v281, float %v263, float 0x0000000000000000
  %v284 = icmp ult i64 %v149, %v151
  %v285 = mul i64 2, %v158
  %v286 = add i64 %v161, %v285
  %v287 = add i64 %v157, 2
  %v288 = icmp ult i64 %v287, %v159
  %v289 = and i1 %v284, %v288
  %v290 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v286
  %v291 = select i1 %v289, float %v267, float 0x0000000000000000
  %v292 = icmp ult i64 %v149, %v151
  %v293 = mul i64 3, %v158
  %v294 = add i64 %v161, %v293
  %v295 = add i64 %v157, 3
  %v296 = icmp ult i64 %v295, %v159
  %v297 = and i1 %v292, %v296
  %v298 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v294
  %v299 = select i1 %v297, float %v271, float 0x0000000000000000
  call void @llvm.nvvm.barrier0()
  %v300 = and i32 %v2, 1
  %v301 = shl i32 %v300, 2
  %v302 = lshr i32 %v2, 1
  %v303 = and i32 %v302, 1
  %v304 = shl i32 %v303, 3
  %v305 = or i32 %v301, %v304
  %v306 = lshr i32 %v2, 2
  %v307 = and i32 %v306, 1
  %v308 = shl i32 %v307, 4
  %v309 = or i32 %v305, %v308
  %v310 = lshr i32 %v2, 3
  %v311 = and i32 %v310, 1
  %v312 = shl i32 %v311, 5
  %v313 = or i32 %v309, %v312
  %v314 = and i32 %v313, 63
  %v315 = sext i32 %v4 to i64
  %v316 = mul i64 %v315, 64
  %v317 = zext i32 %v314 to i64
  %v318 = add i64 %v316, %v317
  %v319 = sext i32 %p7 to i64
  %v320 = zext i32 %p6 to i64
  %v321 = mul i64 %v318, %v319
  %v322 = add i64 %v316, 64
  %v323 = icmp sle i64 %v322, %v320
  %v324 = icmp sge i64 %v315, 0
  %v325 = and i1 %v323, %v324
  %v326 = and i32 %v2, 16
  %v327 = icmp eq i32 %v326, 0
  %v328 = and i32 %v3, 3
  %v329 = icmp eq i32 %v328, 0
  %v330 = and i1 %v327, %v329
  %v331 = icmp ult i64 %v318, %v320
  %v332 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v321
  %v333 = and i1 %v331, %v330
  br i1 %v333, label %atom12, label %atom_next13
atom12:
  %v334 = atomicrmw add i32 addrspace(1)* %v332, i32 1 monotonic
  br label %atom_next13
atom_next13:
  %v335 = phi i32 [ %v334, %atom12 ], [ 0, %atom_next11 ]
  %v336 = add i64 %v321, %v319
  %v337 = add i64 %v318, 1
  %v338 = icmp ult i64 %v337, %v320
  %v339 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v336
  %v340 = and i1 %v338, %v330
  br i1 %v340, label %atom14, label %atom_next15
atom14:
  %v341 = atomicrmw add i32 addrspace(1)* %v339, i32 1 monotonic
  br label %atom_next15
atom_next15:
  %v342 = phi i32 [ %v341, %atom14 ], [ 0, %atom_next13 ]
  %v343 = mul i64 2, %v319
  %v344 = add i64 %v321, %v343
  %v345 = add i64 %v318, 2
  %v346 = icmp ult i64 %v345, %v320
  %v347 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v344
  %v348 = and i1 %v346, %v330
  br i1 %v348, label %atom16, label %atom_next17
atom16:
  %v349 = atomicrmw add i32 addrspace(1)* %v347, i32 1 monotonic
  br label %atom_next17
atom_next17:
  %v350 = phi i32 [ %v349, %atom16 ], [ 0, %atom_next15 ]
  %v351 = mul i64 3, %v319
  %v352 = add i64 %v321, %v351
  %v353 = add i64 %v318, 3
  %v354 = icmp ult i64 %v353, %v320
  %v355 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v352
  %v356 = and i1 %v354, %v330
  br i1 %v356, label %atom18, label %atom_next19
atom18:
  %v357 = atomicrmw add i32 addrspace(1)* %v355, i32 1 monotonic
  br label %atom_next19
atom_next19:
  %v358 = phi i32 [ %v357, %atom18 ], [ 0, %atom_next17 ]
  %v359 = fadd float %v276, %v283
  %v360 = fadd float %v359, %v291
  %v361 = fadd float %v360, %v299
  %v362 = bitcast float %v361 to i32
  %v363 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v362, i32 1, i32 31)
  %v364 = bitcast i32 %v363 to float
  %v365 = fadd float %v361, %v364
  %v366 = bitcast float %v365 to i32
  %v367 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v366, i32 2, i32 31)
  %v368 = bitcast i32 %v367 to float
  %v369 = fadd float %v365, %v368
  %v370 = bitcast float %v369 to i32
  %v371 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v370, i32 4, i32 31)
  %v372 = bitcast i32 %v371 to float
  %v373 = fadd float %v369, %v372
  %v374 = and i32 %v2, 1
  %v375 = shl i32 %v374, 2
  %v376 = lshr i32 %v2, 1
  %v377 = and i32 %v376, 1
  %v378 = shl i32 %v377, 3
  %v379 = or i32 %v375, %v378
  %v380 = lshr i32 %v2, 2
  %v381 = and i32 %v380, 1
  %v382 = shl i32 %v381, 4
  %v383 = or i32 %v379, %v382
  %v384 = lshr i32 %v2, 3
  %v385 = and i32 %v384, 1
  %v386 = shl i32 %v385, 5
  %v387 = or i32 %v383, %v386
  %v388 = lshr i32 %v2, 4
  %v389 = and i32 %v388, 1
  %v390 = shl i32 %v389, 6
  %v391 = or i32 %v387, %v390
  %v392 = and i32 %v3, 1
  %v393 = shl i32 %v392, 7
  %v394 = or i32 %v391, %v393
  %v395 = lshr i32 %v394, 5
  %v396 = and i32 %v395, 7
  %v397 = and i32 %v394, 31
  %v398 = sext i32 %v4 to i64
  %v399 = mul i64 %v398, 8
  %v400 = zext i32 %v396 to i64
  %v401 = add i64 %v399, %v400
  %v402 = sext i32 %p3 to i64
  %v403 = zext i32 %p1 to i64
  %v404 = mul i64 %v401, %v402
  %v405 = add i64 %v399, 8
  %v406 = icmp sle i64 %v405, %v403
  %v407 = icmp sge i64 %v398, 0
  %v408 = and i1 %v406, %v407
  %v409 = zext i32 %v397 to i64
  %v410 = sext i32 %p4 to i64
  %v411 = zext i32 %p2 to i64
  %v412 = mul i64 %v409, %v410
  %v413 = add i64 %v404, %v412
  %v414 = icmp sle i64 32, %v411
  %v415 = icmp sge i64 0, 0
  %v416 = and i1 %v414, %v415
  %v417 = and i1 %v408, %v416
  br i1 %v417, label %ld_full20, label %ld_edge21
ld_full20:
  %v418 = icmp ult i64 %v401, %v403
  %v419 = icmp ult i64 %v409, %v411
  %v420 = and i1 %v418, %v419
  %v421 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v413
  %v422 = load float, float addrspace(1)* %v421, align 4
  %v423 = icmp ult i64 %v401, %v403
  %v424 = add i64 %v413, %v410
  %v425 = add i64 %v409, 1
  %v426 = icmp ult i64 %v425, %v411
  %v427 = and i1 %v423, %v426
  %v428 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v424
  %v429 = load float, float addrspace(1)* %v428, align 4
  %v430 = icmp ult i64 %v401, %v403
  %v431 = mul i64 2, %v410
  %v432 = add i64 %v413, %v431
  %v433 = add i64 %v409, 2
  %v434 = icmp ult i64 %v433, %v411
  %v435 = and i1 %v430, %v434
  %v436 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v432
  %v437 = load float, float addrspace(1)* %v436, align 4
  %v438 = icmp ult i64 %v401, %v403
  %v439 = mul i64 3, %v410
  %v440 = add i64 %v413, %v439
  %v441 = add i64 %v409, 3
  %v442 = icmp ult i64 %v441, %v411
  %v443 = and i1 %v438, %v442
  %v444 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v440
  %v445 = load float, float addrspace(1)* %v444, align 4
  br label %ld_done22
ld_edge21:
  %v446 = bitcast float 0x0000000000000000 to i32
  %v447 = icmp ult i64 %v401, %v403
  %v448 = icmp ult i64 %v409, %v411
  %v449 = and i1 %v447, %v448
  %v450 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v413
  %v451 = ptrtoint float addrspace(1)* %v450 to i64
  %v452 = zext i1 %v449 to i32
  %v453 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v451, i32 %v452, i32 %v446)
  %v454 = bitcast i32 %v453 to float
  %v455 = icmp ult i64 %v401, %v403
  %v456 = add i64 %v413, %v410
  %v457 = add i64 %v409, 1
  %v458 = icmp ult i64 %v457, %v411
  %v459 = and i1 %v455, %v458
  %v460 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v456
  %v461 = ptrtoint float addrspace(1)* %v460 to i64
  %v462 = zext i1 %v459 to i32
  %v463 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v461, i32 %v462, i32 %v446)
  %v464 = bitcast i32 %v463 to float
  %v465 = icmp ult i64 %v401, %v403
  %v466 = mul i64 2, %v410
  %v467 = add i64 %v413, %v466
  %v468 = add i64 %v409, 2
  %v469 = icmp ult i64 %v468, %v411
  %v470 = and i1 %v465, %v469
  %v471 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v467
  %v472 = ptrtoint float addrspace(1)* %v471 to i64
  %v473 = zext i1 %v470 to i32
  %v474 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v472, i32 %v473, i32 %v446)
  %v475 = bitcast i32 %v474 to float
  %v476 = icmp ult i64 %v401, %v403
  %v477 = mul i64 3, %v410
  %v478 = add i64 %v413, %v477
  %v479 = add i64 %v409, 3
  %v480 = icmp ult i64 %v479, %v411
  %v481 = and i1 %v476, %v480
  %v482 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v478
  %v483 = ptrtoint float addrspace(1)* %v482 to i64
  %v484 = zext i1 %v481 to i32
  %v485 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v483, i32 %v484, i32 %v446)
  %v486 = bitcast i32 %v485 to float
  br label %ld_done22
ld_done22:
  %v487 = phi float [ %v422, %ld_full20 ], [ %v454, %ld_edge21 ]
  %v488 = phi float [ %v429, %ld_full20 ], [ %v464, %ld_edge21 ]
  %v489 = phi float [ %v437, %ld_full20 ], [ %v475, %ld_edge21 ]
  %v490 = phi float [ %v445, %ld_full20 ], [ %v486, %ld_edge21 ]
  %v491 = and i32 %v2, 1
  %v492 = shl i32 %v491, 2
  %v493 = lshr i32 %v2, 1
  %v494 = and i32 %v493, 1
  %v495 = shl i32 %v494, 3
  %v496 = or i32 %v492, %v495
  %v497 = lshr i32 %v2, 2
  %v498 = and i32 %v497, 1
  %v499 = shl i32 %v498, 4
  %v500 = or i32 %v496, %v499
  %v501 = lshr i32 %v2, 3
  %v502 = and i32 %v501, 1
  %v503 = shl i32 %v502, 5
  %v504 = or i32 %v500, %v503
  %v505 = lshr i32 %v2, 4
  %v506 = and i32 %v505, 1
  %v507 = shl i32 %v506, 6
  %v508 = or i32 %v504, %v507
  %v509 = and i32 %v3, 1
  %v510 = shl i32 %v509, 7
  %v511 = or i32 %v508, %v510
  %v512 = lshr i32 %v511, 5
  %v513 = and i32 %v512, 7
  %v514 = and i32 %v511, 31
  %v515 = sext i32 %v4 to i64
  %v516 = mul i64 %v515, 8
  %v517 = zext i32 %v513 to i64
  %v518 = add i64 %v516, %v517
  %v519 = sext i32 %p11 to i64
  %v520 = zext i32 %p9 to i64
  %v521 = mul i64 %v518, %v519
  %v522 = add i64 %v516, 8
  %v523 = icmp sle i64 %v522, %v520
  %v524 = icmp sge i64 %v515, 0
  %v525 = and i1 %v523, %v524
  %v526 = zext i32 %v514 to i64
  %v527 = sext i32 %p12 to i64
  %v528 = zext i32 %p10 to i64
  %v529 = mul i64 %v526, %v527
  %v530 = add i64 %v521, %v529
  %v531 = icmp sle i64 32, %v528
  %v532 = icmp sge i64 0, 0
  %v533 = and i1 %v531, %v532
  %v534 = and i1 %v525, %v533
  %v535 = and i32 %v3, 2
  %v536 = icmp eq i32 %v535, 0
  br i1 %v536, label %st_owner23, label %join24
st_owner23:
  br i1 %v534, label %st_full25, label %st_edge26
join24:
  ret void
st_full25:
  %v537 = icmp ult i64 %v518, %v520
  %v538 = icmp ult i64 %v526, %v528
  %v539 = and i1 %v537, %v538
  %v540 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v530
  store float %v487, float addrspace(1)* %v540, align 4
  %v541 = icmp ult i64 %v518, %v520
  %v542 = add i64 %v530, %v527
  %v543 = add i64 %v526, 1
  %v544 = icmp ult i64 %v543, %v528
  %v545 = and i1 %v541, %v544
  %v546 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v542
  store float %v488, float addrspace(1)* %v546, align 4
  %v547 = icmp ult i64 %v518, %v520
  %v548 = mul i64 2, %v527
  %v549 = add i64 %v530, %v548
  %v550 = add i64 %v526, 2
  %v551 = icmp ult i64 %v550, %v528
  %v552 = and i1 %v547, %v551
  %v553 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v549
  store float %v489, float addrspace(1)* %v553, align 4
  %v554 = icmp ult i64 %v518, %v520
  %v555 = mul i64 3, %v527
  %v556 = add i64 %v530, %v555
  %v557 = add i64 %v526, 3
  %v558 = icmp ult i64 %v557, %v528
  %v559 = and i1 %v554, %v558
  %v560 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v556
  store float %v490, float addrspace(1)* %v560, align 4
  br label %st_done27
st_edge26:
  %v561 = icmp ult i64 %v518, %v520
  %v562 = icmp ult i64 %v526, %v528
  %v563 = and i1 %v561, %v562
  %v564 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v530
  br i1 %v563, label %st28, label %join29
st_done27:
  br label %join24
st28:
  store float %v487, float addrspace(1)* %v564, align 4
  br label %join29
join29:
  %v565 = icmp ult i64 %v518, %v520
  %v566 = add i64 %v530, %v527
  %v567 = add i64 %v526, 1
  %v568 = icmp ult i64 %v567, %v528
  %v569 = and i1 %v565, %v568
  %v570 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v566
  br i1 %v569, label %st30, label %join31
st30:
  store float %v488, float addrspace(1)* %v570, align 4
  br label %join31
join31:
  %v571 = icmp ult i64 %v518, %v520
  %v572 = mul i64 2, %v527
  %v573 = add i64 %v530, %v572
  %v574 = add i64 %v526, 2
  %v575 = icmp ult i64 %v574, %v528
  %v576 = and i1 %v571, %v575
  %v577 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v573
  br i1 %v576, label %st32, label %join33
st32:
  store float %v489, float addrspace(1)* %v577, align 4
  br label %join33
join33:
  %v578 = icmp ult i64 %v518, %v520
  %v579 = mul i64 3, %v527
  %v580 = add i64 %v530, %v579
  %v581 = add i64 %v526, 3
  %v582 = icmp ult i64 %v581, %v528
  %v583 = and i1 %v578, %v582
  %v584 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v580
  br i1 %v583, label %st34, label %join35
st34:
  store float %v490, float addrspace(1)* %v584, align 4
  br label %join35
join35:
  br label %st_done27
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
  %v4 = phi i32 [ 0, %entry0 ], [ %v174, %join14 ]
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
  %v114 = phi i32 [ %v4, %printed12 ]
  %v175 = sext i32 %p5 to i64
  %v176 = zext i32 %p4 to i64
  %v177 = icmp sle i64 1, %v176
  %v178 = icmp sge i64 0, 0
  %v179 = and i1 %v177, %v178
  %v180 = and i32 %v2, 31
  %v181 = icmp eq i32 %v180, 0
  %v182 = and i32 %v3, 3
  %v183 = icmp eq i32 %v182, 0
  %v184 = and i1 %v181, %v183
  br i1 %v184, label %st_owner26, label %join27
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
  %v47 = bitcast float 0xFFF0000000000000 to i32
  %v48 = icmp ult i64 %v19, %v21
  %v49 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v22
  %v50 = ptrtoint float addrspace(1)* %v49 to i64
  %v51 = zext i1 %v48 to i32
  %v52 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v50, i32 %v51, i32 %v47)
  %v53 = bitcast i32 %v52 to float
  %v54 = add i64 %v22, %v20
  %v55 = add i64 %v19, 1
  %v56 = icmp ult i64 %v55, %v21
  %v57 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v54
  %v58 = ptrtoint float addrspace(1)* %v57 to i64
  %v59 = zext i1 %v56 to i32
  %v60 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v58, i32 %v59, i32 %v47)
  %v61 = bitcast i32 %v60 to float
  %v62 = mul i64 2, %v20
  %v63 = add i64 %v22, %v62
  %v64 = add i64 %v19, 2
  %v65 = icmp ult i64 %v64, %v21
  %v66 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v63
  %v67 = ptrtoint float addrspace(1)* %v66 to i64
  %v68 = zext i1 %v65 to i32
  %v69 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v67, i32 %v68, i32 %v47)
  %v70 = bitcast i32 %v69 to float
  %v71 = mul i64 3, %v20
  %v72 = add i64 %v22, %v71
  %v73 = add i64 %v19, 3
  %v74 = icmp ult i64 %v73, %v21
  %v75 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v72
  %v76 = ptrtoint float addrspace(1)* %v75 to i64
  %v77 = zext i1 %v74 to i32
  %v78 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v76, i32 %v77, i32 %v47)
  %v79 = bitcast i32 %v78 to float
  br label %ld_done5
ld_done5:
  %v80 = phi float [ %v29, %ld_full3 ], [ %v53, %ld_edge4 ]
  %v81 = phi float [ %v34, %ld_full3 ], [ %v61, %ld_edge4 ]
  %v82 = phi float [ %v40, %ld_full3 ], [ %v70, %ld_edge4 ]
  %v83 = phi float [ %v46, %ld_full3 ], [ %v79, %ld_edge4 ]
  %v84 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v80, float %v81)
  %v85 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v84, float %v82)
  %v86 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v85, float %v83)
  %v87 = bitcast float %v86 to i32
  %v88 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v87, i32 1, i32 31)
  %v89 = bitcast i32 %v88 to float
  %v90 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v86, float %v89)
  %v91 = bitcast float %v90 to i32
  %v92 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v91, i32 2, i32 31)
  %v93 = bitcast i32 %v92 to float
  %v94 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v90, float %v93)
  %v95 = bitcast float %v94 to i32
  %v96 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v95, i32 4, i32 31)
  %v97 = bitcast i32 %v96 to float
  %v98 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v94, float %v97)
  %v99 = icmp eq i32 %v1, 0
  br i1 %v99, label %print6, label %printed7
print6:
  %v100 = fpext float %v98 to double
  %v101 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([20 x i8], [20 x i8] addrspace(1)* @str0, i64 0, i64 0) to i8*
  %v102 = alloca {double, i32}, align 8
  %v103 = getelementptr inbounds {double, i32}, {double, i32}* %v102, i32 0, i32 0
  store double %v100, double* %v103, align 8
  %v104 = getelementptr inbounds {double, i32}, {double, i32}* %v102, i32 0, i32 1
  store i32 %v4, i32* %v104, align 4
  %v105 = bitcast {double, i32}* %v102 to i8*
  %v106 = call i32 @vprintf(i8* %v101, i8* %v105)
  br label %printed7
printed7:
  %v107 = fcmp ogt float %v98, %p6
  br i1 %v107, label %then8, label %else9
then8:
  %v108 = icmp eq i32 %v1, 0
  br i1 %v108, label %print11, label %printed12
else9:
  br label %endif10
endif10:
  %v115 = and i32 %v2, 1
  %v116 = shl i32 %v115, 2
  %v117 = lshr i32 %v2, 1
  %v118 = and i32 %v117, 1
  %v119 = shl i32 %v118, 3
  %v120 = or i32 %v116, %v119
  %v121 = lshr i32 %v2, 2
  %v122 = and i32 %v121, 1
  %v123 = shl i32 %v122, 4
  %v124 = or i32 %v120, %v123
  %v125 = and i32 %v124, 31
  %v126 = sext i32 %v4 to i64
  %v127 = mul i64 %v126, 32
  %v128 = zext i32 %v125 to i64
  %v129 = add i64 %v127, %v128
  %v130 = sext i32 %p2 to i64
  %v131 = zext i32 %p1 to i64
  %v132 = mul i64 %v129, %v130
  %v133 = add i64 %v127, 32
  %v134 = icmp sle i64 %v133, %v131
  %v135 = icmp sge i64 %v126, 0
  %v136 = and i1 %v134, %v135
  %v137 = and i32 %v2, 24
  %v138 = icmp eq i32 %v137, 0
  %v139 = and i32 %v3, 3
  %v140 = icmp eq i32 %v139, 0
  %v141 = and i1 %v138, %v140
  br i1 %v141, label %st_owner13, label %join14
print11:
  %v109 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([13 x i8], [13 x i8] addrspace(1)* @str1, i64 0, i64 0) to i8*
  %v110 = alloca {i32}, align 8
  %v111 = getelementptr inbounds {i32}, {i32}* %v110, i32 0, i32 0
  store i32 %v4, i32* %v111, align 4
  %v112 = bitcast {i32}* %v110 to i8*
  %v113 = call i32 @vprintf(i8* %v109, i8* %v112)
  br label %printed12
printed12:
  br label %endloop2
st_owner13:
  br i1 %v136, label %st_full15, label %st_edge16
join14:
  %v174 = add i32 %v4, 1
  br label %loop1
st_full15:
  %v142 = icmp ult i64 %v129, %v131
  %v143 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v132
  store float %v80, float addrspace(1)* %v143, align 4
  %v144 = add i64 %v132, %v130
  %v145 = add i64 %v129, 1
  %v146 = icmp ult i64 %v145, %v131
  %v147 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v144
  store float %v81, float addrspace(1)* %v147, align 4
  %v148 = mul i64 2, %v130
  %v149 = add i64 %v132, %v148
  %v150 = add i64 %v129, 2
  %v151 = icmp ult i64 %v150, %v131
  %v152 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v149
  store float %v82, float addrspace(1)* %v152, align 4
  %v153 = mul i64 3, %v130
  %v154 = add i64 %v132, %v153
  %v155 = add i64 %v129, 3
  %v156 = icmp ult i64 %v155, %v131
  %v157 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v154
  store float %v83, float addrspace(1)* %v157, align 4
  br label %st_done17
st_edge16:
  %v158 = icmp ult i64 %v129, %v131
  %v159 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v132
  br i1 %v158, label %st18, label %join19
st_done17:
  br label %join14
st18:
  store float %v80, float addrspace(1)* %v159, align 4
  br label %join19
join19:
  %v160 = add i64 %v132, %v130
  %v161 = add i64 %v129, 1
  %v162 = icmp ult i64 %v161, %v131
  %v163 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v160
  br i1 %v162, label %st20, label %join21
st20:
  store float %v81, float addrspace(1)* %v163, align 4
  br label %join21
join21:
  %v164 = mul i64 2, %v130
  %v165 = add i64 %v132, %v164
  %v166 = add i64 %v129, 2
  %v167 = icmp ult i64 %v166, %v131
  %v168 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v165
  br i1 %v167, label %st22, label %join23
st22:
  store float %v82, float addrspace(1)* %v168, align 4
  br label %join23
join23:
  %v169 = mul i64 3, %v130
  %v170 = add i64 %v132, %v169
  %v171 = add i64 %v129, 3
  %v172 = icmp ult i64 %v171, %v131
  %v173 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v170
  br i1 %v172, label %st24, label %join25
st24:
  store float %v83, float addrspace(1)* %v173, align 4
  br label %join25
join25:
  br label %st_done17
st_owner26:
  br i1 %v179, label %st_full28, label %st_edge29
join27:
  call void @llvm.nvvm.barrier0()
  %v189 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v190 = getelementptr inbounds i32, i32 addrspace(3)* %v189, i32 0
  store i32 %v114, i32 addrspace(3)* %v190, align 4
  call void @llvm.nvvm.barrier0()
  %v191 = icmp eq i32 %v1, 0
  br i1 %v191, label %print33, label %printed34
st_full28:
  %v185 = icmp ult i64 0, %v176
  %v186 = getelementptr inbounds i32, i32 addrspace(1)* %p3, i64 0
  store i32 %v114, i32 addrspace(1)* %v186, align 4
  br label %st_done30
st_edge29:
  %v187 = icmp ult i64 0, %v176
  %v188 = getelementptr inbounds i32, i32 addrspace(1)* %p3, i64 0
  br i1 %v187, label %st31, label %join32
st_done30:
  br label %join27
st31:
  store i32 %v114, i32 addrspace(1)* %v188, align 4
  br label %join32
join32:
  br label %st_done30
print33:
  %v192 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v193 = getelementptr inbounds i32, i32 addrspace(3)* %v192, i32 0
  %v194 = load i32, i32 addrspace(3)* %v193, align 4
  %v195 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([15 x i8], [15 x i8] addrspace(1)* @str2, i64 0, i64 0) to i8*
  %v196 = alloca {i32}, align 8
  %v197 = getelementptr inbounds {i32}, {i32}* %v196, i32 0, i32 0
  store i32 %v194, i32* %v197, align 4
  %v198 = bitcast {i32}* %v196 to i8*
  %v199 = call i32 @vprintf(i8* %v195, i8* %v198)
  br label %printed34
printed34:
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
  %v126 = fptrunc float 0x0000000000000000 to half
  %v127 = bitcast half %v126 to i16
  %v128 = icmp ult i64 %v37, %v39
  %v129 = icmp ult i64 %v48, %v50
  %v130 = and i1 %v128, %v129
  %v131 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v52
  %v132 = ptrtoint half addrspace(1)* %v131 to i64
  %v133 = zext i1 %v130 to i32
  %v134 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v132, i32 %v133, i16 %v127)
  %v135 = bitcast i16 %v134 to half
  %v136 = fpext half %v135 to float
  %v137 = icmp ult i64 %v37, %v39
  %v138 = add i64 %v52, %v49
  %v139 = add i64 %v48, 1
  %v140 = icmp ult i64 %v139, %v50
  %v141 = and i1 %v137, %v140
  %v142 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v138
  %v143 = ptrtoint half addrspace(1)* %v142 to i64
  %v144 = zext i1 %v141 to i32
  %v145 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v143, i32 %v144, i16 %v127)
  %v146 = bitcast i16 %v145 to half
  %v147 = fpext half %v146 to float
  %v148 = icmp ult i64 %v37, %v39
  %v149 = mul i64 2, %v49
  %v150 = add i64 %v52, %v149
  %v151 = add i64 %v48, 2
  %v152 = icmp ult i64 %v151, %v50
  %v153 = and i1 %v148, %v152
  %v154 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v150
  %v155 = ptrtoint half addrspace(1)* %v154 to i64
  %v156 = zext i1 %v153 to i32
  %v157 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v155, i32 %v156, i16 %v127)
  %v158 = bitcast i16 %v157 to half
  %v159 = fpext half %v158 to float
  %v160 = icmp ult i64 %v37, %v39
  %v161 = mul i64 3, %v49
  %v162 = add i64 %v52, %v161
  %v163 = add i64 %v48, 3
  %v164 = icmp ult i64 %v163, %v50
  %v165 = and i1 %v160, %v164
  %v166 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v162
  %v167 = ptrtoint half addrspace(1)* %v166 to i64
  %v168 = zext i1 %v165 to i32
  %v169 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v167, i32 %v168, i16 %v127)
  %v170 = bitcast i16 %v169 to half
  %v171 = fpext half %v170 to float
  %v172 = icmp ult i64 %v37, %v39
  %v173 = mul i64 4, %v49
  %v174 = add i64 %v52, %v173
  %v175 = add i64 %v48, 4
  %v176 = icmp ult i64 %v175, %v50
  %v177 = and i1 %v172, %v176
  %v178 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v174
  %v179 = ptrtoint half addrspace(1)* %v178 to i64
  %v180 = zext i1 %v177 to i32
  %v181 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v179, i32 %v180, i16 %v127)
  %v182 = bitcast i16 %v181 to half
  %v183 = fpext half %v182 to float
  %v184 = icmp ult i64 %v37, %v39
  %v185 = mul i64 5, %v49
  %v186 = add i64 %v52, %v185
  %v187 = add i64 %v48, 5
  %v188 = icmp ult i64 %v187, %v50
  %v189 = and i1 %v184, %v188
  %v190 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v186
  %v191 = ptrtoint half addrspace(1)* %v190 to i64
  %v192 = zext i1 %v189 to i32
  %v193 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v191, i32 %v192, i16 %v127)
  %v194 = bitcast i16 %v193 to half
  %v195 = fpext half %v194 to float
  %v196 = icmp ult i64 %v37, %v39
  %v197 = mul i64 6, %v49
  %v198 = add i64 %v52, %v197
  %v199 = add i64 %v48, 6
  %v200 = icmp ult i64 %v199, %v50
  %v201 = and i1 %v196, %v200
  %v202 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v198
  %v203 = ptrtoint half addrspace(1)* %v202 to i64
  %v204 = zext i1 %v201 to i32
  %v205 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v203, i32 %v204, i16 %v127)
  %v206 = bitcast i16 %v205 to half
  %v207 = fpext half %v206 to float
  %v208 = icmp ult i64 %v37, %v39
  %v209 = mul i64 7, %v49
  %v210 = add i64 %v52, %v209
  %v211 = add i64 %v48, 7
  %v212 = icmp ult i64 %v211, %v50
  %v213 = and i1 %v208, %v212
  %v214 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v210
  %v215 = ptrtoint half addrspace(1)* %v214 to i64
  %v216 = zext i1 %v213 to i32
  %v217 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v215, i32 %v216, i16 %v127)
  %v218 = bitcast i16 %v217 to half
  %v219 = fpext half %v218 to float
  br label %ld_done3
ld_done3:
  %v220 = phi float [ %v63, %ld_full1 ], [ %v136, %ld_edge2 ]
  %v221 = phi float [ %v71, %ld_full1 ], [ %v147, %ld_edge2 ]
  %v222 = phi float [ %v80, %ld_full1 ], [ %v159, %ld_edge2 ]
  %v223 = phi float [ %v89, %ld_full1 ], [ %v171, %ld_edge2 ]
  %v224 = phi float [ %v98, %ld_full1 ], [ %v183, %ld_edge2 ]
  %v225 = phi float [ %v107, %ld_full1 ], [ %v195, %ld_edge2 ]
  %v226 = phi float [ %v116, %ld_full1 ], [ %v207, %ld_edge2 ]
  %v227 = phi float [ %v125, %ld_full1 ], [ %v219, %ld_edge2 ]
  %v228 = and i32 %v2, 1
  %v229 = shl i32 %v228, 3
  %v230 = lshr i32 %v2, 1
  %v231 = and i32 %v230, 1
  %v232 = shl i32 %v231, 4
  %v233 = or i32 %v229, %v232
  %v234 = lshr i32 %v2, 2
  %v235 = and i32 %v234, 1
  %v236 = shl i32 %v235, 5
  %v237 = or i32 %v233, %v236
  %v238 = lshr i32 %v2, 3
  %v239 = and i32 %v238, 1
  %v240 = shl i32 %v239, 6
  %v241 = or i32 %v237, %v240
  %v242 = lshr i32 %v2, 4
  %v243 = and i32 %v242, 1
  %v244 = shl i32 %v243, 7
  %v245 = or i32 %v241, %v244
  %v246 = and i32 %v3, 1
  %v247 = shl i32 %v246, 8
  %v248 = or i32 %v245, %v247
  %v249 = lshr i32 %v3, 1
  %v250 = and i32 %v249, 1
  %v251 = shl i32 %v250, 9
  %v252 = or i32 %v248, %v251
  %v253 = lshr i32 %v252, 5
  %v254 = and i32 %v253, 31
  %v255 = and i32 %v252, 31
  %v256 = sext i32 %v4 to i64
  %v257 = mul i64 %v256, 32
  %v258 = zext i32 %v254 to i64
  %v259 = add i64 %v257, %v258
  %v260 = sext i32 %p8 to i64
  %v261 = zext i32 %p6 to i64
  %v262 = mul i64 %v259, %v260
  %v263 = add i64 %v257, 32
  %v264 = icmp sle i64 %v263, %v261
  %v265 = icmp sge i64 %v256, 0
  %v266 = and i1 %v264, %v265
  %v267 = sext i32 %v5 to i64
  %v268 = mul i64 %v267, 32
  %v269 = zext i32 %v255 to i64
  %v270 = add i64 %v268, %v269
  %v271 = zext i32 %p7 to i64
  %v272 = add i64 %v262, %v270
  %v273 = add i64 %v268, 32
  %v274 = icmp sle i64 %v273, %v271
  %v275 = icmp sge i64 %v267, 0
  %v276 = and i1 %v274, %v275
  %v277 = and i1 %v266, %v276
  br i1 %v277, label %st_full4, label %st_edge5
st_full4:
  %v278 = icmp ult i64 %v259, %v261
  %v279 = icmp ult i64 %v270, %v271
  %v280 = and i1 %v278, %v279
  %v281 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v272
  %v282 = fptrunc float %v220 to half
  %v283 = fptrunc float %v221 to half
  %v284 = fptrunc float %v222 to half
  %v285 = fptrunc float %v223 to half
  %v286 = fptrunc float %v224 to half
  %v287 = fptrunc float %v225 to half
  %v288 = fptrunc float %v226 to half
  %v289 = fptrunc float %v227 to half
  %v290 = bitcast half %v282 to i16
  %v291 = zext i16 %v290 to i32
  %v292 = bitcast half %v283 to i16
  %v293 = zext i16 %v292 to i32
  %v294 = shl i32 %v293, 16
  %v295 = or i32 %v291, %v294
  %v296 = bitcast half %v284 to i16
  %v297 = zext i16 %v296 to i32
  %v298 = bitcast half %v285 to i16
  %v299 = zext i16 %v298 to i32
  %v300 = shl i32 %v299, 16
  %v301 = or i32 %v297, %v300
  %v302 = bitcast half %v286 to i16
  %v303 = zext i16 %v302 to i32
  %v304 = bitcast half %v287 to i16
  %v305 = zext i16 %v304 to i32
  %v306 = shl i32 %v305, 16
  %v307 = or i32 %v303, %v306
  %v308 = bitcast half %v288 to i16
  %v309 = zext i16 %v308 to i32
  %v310 = bitcast half %v289 to i16
  %v311 = zext i16 %v310 to i32
  %v312 = shl i32 %v311, 16
  %v313 = or i32 %v309, %v312
  %v314 = insertelement <4 x i32> undef, i32 %v295, i32 0
  %v315 = insertelement <4 x i32> %v314, i32 %v301, i32 1
  %v316 = insertelement <4 x i32> %v315, i32 %v307, i32 2
  %v317 = insertelement <4 x i32> %v316, i32 %v313, i32 3
  %v318 = bitcast half addrspace(1)* %v281 to <4 x i32> addrspace(1)*
  store <4 x i32> %v317, <4 x i32> addrspace(1)* %v318, align 16
  br label %st_done6
st_edge5:
  %v319 = icmp ult i64 %v259, %v261
  %v320 = icmp ult i64 %v270, %v271
  %v321 = and i1 %v319, %v320
  %v322 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v272
  br i1 %v321, label %st7, label %join8
st_done6:
  ret void
st7:
  %v323 = fptrunc float %v220 to half
  %v324 = fptrunc float %v221 to half
  %v325 = fptrunc float %v222 to half
  %v326 = fptrunc float %v223 to half
  %v327 = fptrunc float %v224 to half
  %v328 = fptrunc float %v225 to half
  %v329 = fptrunc float %v226 to half
  %v330 = fptrunc float %v227 to half
  %v331 = bitcast half %v323 to i16
  %v332 = zext i16 %v331 to i32
  %v333 = bitcast half %v324 to i16
  %v334 = zext i16 %v333 to i32
  %v335 = shl i32 %v334, 16
  %v336 = or i32 %v332, %v335
  %v337 = bitcast half %v325 to i16
  %v338 = zext i16 %v337 to i32
  %v339 = bitcast half %v326 to i16
  %v340 = zext i16 %v339 to i32
  %v341 = shl i32 %v340, 16
  %v342 = or i32 %v338, %v341
  %v343 = bitcast half %v327 to i16
  %v344 = zext i16 %v343 to i32
  %v345 = bitcast half %v328 to i16
  %v346 = zext i16 %v345 to i32
  %v347 = shl i32 %v346, 16
  %v348 = or i32 %v344, %v347
  %v349 = bitcast half %v329 to i16
  %v350 = zext i16 %v349 to i32
  %v351 = bitcast half %v330 to i16
  %v352 = zext i16 %v351 to i32
  %v353 = shl i32 %v352, 16
  %v354 = or i32 %v350, %v353
  %v355 = insertelement <4 x i32> undef, i32 %v336, i32 0
  %v356 = insertelement <4 x i32> %v355, i32 %v342, i32 1
  %v357 = insertelement <4 x i32> %v356, i32 %v348, i32 2
  %v358 = insertelement <4 x i32> %v357, i32 %v354, i32 3
  %v359 = bitcast half addrspace(1)* %v322 to <4 x i32> addrspace(1)*
  store <4 x i32> %v358, <4 x i32> addrspace(1)* %v359, align 16
  br label %join8
join8:
  br label %st_done6
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
  %v101 = bitcast float 0x0000000000000000 to i32
  %v102 = icmp ult i64 %v40, %v42
  %v103 = icmp ult i64 %v48, %v49
  %v104 = and i1 %v102, %v103
  %v105 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  %v106 = bitcast float addrspace(1)* %v105 to <4 x float> addrspace(1)*
  %v107 = ptrtoint <4 x float> addrspace(1)* %v106 to i64
  %v108 = zext i1 %v104 to i32
  %v109 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v107, i32 %v108, i32 %v101, i32 %v101, i32 %v101, i32 %v101)
  %v110 = extractvalue {i32, i32, i32, i32} %v109, 0
  %v111 = extractvalue {i32, i32, i32, i32} %v109, 1
  %v112 = extractvalue {i32, i32, i32, i32} %v109, 2
  %v113 = extractvalue {i32, i32, i32, i32} %v109, 3
  %v114 = bitcast i32 %v110 to float
  %v115 = bitcast i32 %v111 to float
  %v116 = bitcast i32 %v112 to float
  %v117 = bitcast i32 %v113 to float
  %v118 = insertelement <4 x float> undef, float %v114, i32 0
  %v119 = insertelement <4 x float> %v118, float %v115, i32 1
  %v120 = insertelement <4 x float> %v119, float %v116, i32 2
  %v121 = insertelement <4 x float> %v120, float %v117, i32 3
  %v122 = extractelement <4 x float> %v121, i32 0
  %v123 = extractelement <4 x float> %v121, i32 1
  %v124 = extractelement <4 x float> %v121, i32 2
  %v125 = extractelement <4 x float> %v121, i32 3
  %v126 = icmp ult i64 %v40, %v42
  %v127 = add i64 %v50, 2048
  %v128 = add i64 %v48, 2048
  %v129 = icmp ult i64 %v128, %v49
  %v130 = and i1 %v126, %v129
  %v131 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v127
  %v132 = bitcast float addrspace(1)* %v131 to <4 x float> addrspace(1)*
  %v133 = ptrtoint <4 x float> addrspace(1)* %v132 to i64
  %v134 = zext i1 %v130 to i32
  %v135 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v133, i32 %v134, i32 %v101, i32 %v101, i32 %v101, i32 %v101)
  %v136 = extractvalue {i32, i32, i32, i32} %v135, 0
  %v137 = extractvalue {i32, i32, i32, i32} %v135, 1
  %v138 = extractvalue {i32, i32, i32, i32} %v135, 2
  %v139 = extractvalue {i32, i32, i32, i32} %v135, 3
  %v140 = bitcast i32 %v136 to float
  %v141 = bitcast i32 %v137 to float
  %v142 = bitcast i32 %v138 to float
  %v143 = bitcast i32 %v139 to float
  %v144 = insertelement <4 x float> undef, float %v140, i32 0
  %v145 = insertelement <4 x float> %v144, float %v141, i32 1
  %v146 = insertelement <4 x float> %v145, float %v142, i32 2
  %v147 = insertelement <4 x float> %v146, float %v143, i32 3
  %v148 = extractelement <4 x float> %v147, i32 0
  %v149 = extractelement <4 x float> %v147, i32 1
  %v150 = extractelement <4 x float> %v147, i32 2
  %v151 = extractelement <4 x float> %v147, i32 3
  %v152 = icmp ult i64 %v40, %v42
  %v153 = add i64 %v50, 4096
  %v154 = add i64 %v48, 4096
  %v155 = icmp ult i64 %v154, %v49
  %v156 = and i1 %v152, %v155
  %v157 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v153
  %v158 = bitcast float addrspace(1)* %v157 to <4 x float> addrspace(1)*
  %v159 = ptrtoint <4 x float> addrspace(1)* %v158 to i64
  %v160 = zext i1 %v156 to i32
  %v161 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v159, i32 %v160, i32 %v101, i32 %v101, i32 %v101, i32 %v101)
  %v162 = extractvalue {i32, i32, i32, i32} %v161, 0
  %v163 = extractvalue {i32, i32, i32, i32} %v161, 1
  %v164 = extractvalue {i32, i32, i32, i32} %v161, 2
  %v165 = extractvalue {i32, i32, i32, i32} %v161, 3
  %v166 = bitcast i32 %v162 to float
  %v167 = bitcast i32 %v163 to float
  %v168 = bitcast i32 %v164 to float
  %v169 = bitcast i32 %v165 to float
  %v170 = insertelement <4 x float> undef, float %v166, i32 0
  %v171 = insertelement <4 x float> %v170, float %v167, i32 1
  %v172 = insertelement <4 x float> %v171, float %v168, i32 2
  %v173 = insertelement <4 x float> %v172, float %v169, i32 3
  %v174 = extractelement <4 x float> %v173, i32 0
  %v175 = extractelement <4 x float> %v173, i32 1
  %v176 = extractelement <4 x float> %v173, i32 2
  %v177 = extractelement <4 x float> %v173, i32 3
  %v178 = icmp ult i64 %v40, %v42
  %v179 = add i64 %v50, 6144
  %v180 = add i64 %v48, 6144
  %v181 = icmp ult i64 %v180, %v49
  %v182 = and i1 %v178, %v181
  %v183 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v179
  %v184 = bitcast float addrspace(1)* %v183 to <4 x float> addrspace(1)*
  %v185 = ptrtoint <4 x float> addrspace(1)* %v184 to i64
  %v186 = zext i1 %v182 to i32
  %v187 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v185, i32 %v186, i32 %v101, i32 %v101, i32 %v101, i32 %v101)
  %v188 = extractvalue {i32, i32, i32, i32} %v187, 0
  %v189 = extractvalue {i32, i32, i32, i32} %v187, 1
  %v190 = extractvalue {i32, i32, i32, i32} %v187, 2
  %v191 = extractvalue {i32, i32, i32, i32} %v187, 3
  %v192 = bitcast i32 %v188 to float
  %v193 = bitcast i32 %v189 to float
  %v194 = bitcast i32 %v190 to float
  %v195 = bitcast i32 %v191 to float
  %v196 = insertelement <4 x float> undef, float %v192, i32 0
  %v197 = insertelement <4 x float> %v196, float %v193, i32 1
  %v198 = insertelement <4 x float> %v197, float %v194, i32 2
  %v199 = insertelement <4 x float> %v198, float %v195, i32 3
  %v200 = extractelement <4 x float> %v199, i32 0
  %v201 = extractelement <4 x float> %v199, i32 1
  %v202 = extractelement <4 x float> %v199, i32 2
  %v203 = extractelement <4 x float> %v199, i32 3
  br label %ld_done3
ld_done3:
  %v204 = phi float [ %v61, %ld_full1 ], [ %v122, %ld_edge2 ]
  %v205 = phi float [ %v62, %ld_full1 ], [ %v123, %ld_edge2 ]
  %v206 = phi float [ %v63, %ld_full1 ], [ %v124, %ld_edge2 ]
  %v207 = phi float [ %v64, %ld_full1 ], [ %v125, %ld_edge2 ]
  %v208 = phi float [ %v73, %ld_full1 ], [ %v148, %ld_edge2 ]
  %v209 = phi float [ %v74, %ld_full1 ], [ %v149, %ld_edge2 ]
  %v210 = phi float [ %v75, %ld_full1 ], [ %v150, %ld_edge2 ]
  %v211 = phi float [ %v76, %ld_full1 ], [ %v151, %ld_edge2 ]
  %v212 = phi float [ %v85, %ld_full1 ], [ %v174, %ld_edge2 ]
  %v213 = phi float [ %v86, %ld_full1 ], [ %v175, %ld_edge2 ]
  %v214 = phi float [ %v87, %ld_full1 ], [ %v176, %ld_edge2 ]
  %v215 = phi float [ %v88, %ld_full1 ], [ %v177, %ld_edge2 ]
  %v216 = phi float [ %v97, %ld_full1 ], [ %v200, %ld_edge2 ]
  %v217 = phi float [ %v98, %ld_full1 ], [ %v201, %ld_edge2 ]
  %v218 = phi float [ %v99, %ld_full1 ], [ %v202, %ld_edge2 ]
  %v219 = phi float [ %v100, %ld_full1 ], [ %v203, %ld_edge2 ]
  %v220 = fadd float %v204, %v205
  %v221 = fadd float %v220, %v206
  %v222 = fadd float %v221, %v207
  %v223 = fadd float %v222, %v208
  %v224 = fadd float %v223, %v209
  %v225 = fadd float %v224, %v210
  %v226 = fadd float %v225, %v211
  %v227 = fadd float %v226, %v212
  %v228 = fadd float %v227, %v213
  %v229 = fadd float %v228, %v214
  %v230 = fadd float %v229, %v215
  %v231 = fadd float %v230, %v216
  %v232 = fadd float %v231, %v217
  %v233 = fadd float %v232, %v218
  %v234 = fadd float %v233, %v219
  %v235 = bitcast float %v234 to i32
  %v236 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v235, i32 1, i32 31)
  %v237 = bitcast i32 %v236 to float
  %v238 = fadd float %v234, %v237
  %v239 = bitcast float %v238 to i32
  %v240 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v239, i32 2, i32 31)
  %v241 = bitcast i32 %v240 to float
  %v242 = fadd float %v238, %v241
  %v243 = bitcast float %v242 to i32
  %v244 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v243, i32 4, i32 31)
  %v245 = bitcast i32 %v244 to float
  %v246 = fadd float %v242, %v245
  %v247 = bitcast float %v246 to i32
  %v248 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v247, i32 8, i32 31)
  %v249 = bitcast i32 %v248 to float
  %v250 = fadd float %v246, %v249
  %v251 = bitcast float %v250 to i32
  %v252 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v251, i32 16, i32 31)
  %v253 = bitcast i32 %v252 to float
  %v254 = fadd float %v250, %v253
  call void @llvm.nvvm.barrier0()
  %v255 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v256 = getelementptr inbounds float, float addrspace(3)* %v255, i32 %v1
  store float %v254, float addrspace(3)* %v256, align 4
  call void @llvm.nvvm.barrier0()
  %v257 = and i32 %v3, -16
  %v258 = shl i32 %v257, 5
  %v259 = or i32 %v258, %v2
  %v260 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v261 = getelementptr inbounds float, float addrspace(3)* %v260, i32 %v259
  %v262 = load float, float addrspace(3)* %v261, align 4
  %v263 = or i32 %v257, 1
  %v264 = shl i32 %v263, 5
  %v265 = or i32 %v264, %v2
  %v266 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v267 = getelementptr inbounds float, float addrspace(3)* %v266, i32 %v265
  %v268 = load float, float addrspace(3)* %v267, align 4
  %v269 = fadd float %v262, %v268
  %v270 = or i32 %v257, 2
  %v271 = shl i32 %v270, 5
  %v272 = or i32 %v271, %v2
  %v273 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v274 = getelementptr inbounds float, float addrspace(3)* %v273, i32 %v272
  %v275 = load float, float addrspace(3)* %v274, align 4
  %v276 = fadd float %v269, %v275
  %v277 = or i32 %v257, 3
  %v278 = shl i32 %v277, 5
  %v279 = or i32 %v278, %v2
  %v280 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v281 = getelementptr inbounds float, float addrspace(3)* %v280, i32 %v279
  %v282 = load float, float addrspace(3)* %v281, align 4
  %v283 = fadd float %v276, %v282
  %v284 = or i32 %v257, 4
  %v285 = shl i32 %v284, 5
  %v286 = or i32 %v285, %v2
  %v287 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v288 = getelementptr inbounds float, float addrspace(3)* %v287, i32 %v286
  %v289 = load float, float addrspace(3)* %v288, align 4
  %v290 = fadd float %v283, %v289
  %v291 = or i32 %v257, 5
  %v292 = shl i32 %v291, 5
  %v293 = or i32 %v292, %v2
  %v294 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v295 = getelementptr inbounds float, float addrspace(3)* %v294, i32 %v293
  %v296 = load float, float addrspace(3)* %v295, align 4
  %v297 = fadd float %v290, %v296
  %v298 = or i32 %v257, 6
  %v299 = shl i32 %v298, 5
  %v300 = or i32 %v299, %v2
  %v301 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v302 = getelementptr inbounds float, float addrspace(3)* %v301, i32 %v300
  %v303 = load float, float addrspace(3)* %v302, align 4
  %v304 = fadd float %v297, %v303
  %v305 = or i32 %v257, 7
  %v306 = shl i32 %v305, 5
  %v307 = or i32 %v306, %v2
  %v308 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v309 = getelementptr inbounds float, float addrspace(3)* %v308, i32 %v307
  %v310 = load float, float addrspace(3)* %v309, align 4
  %v311 = fadd float %v304, %v310
  %v312 = or i32 %v257, 8
  %v313 = shl i32 %v312, 5
  %v314 = or i32 %v313, %v2
  %v315 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v316 = getelementptr inbounds float, float addrspace(3)* %v315, i32 %v314
  %v317 = load float, float addrspace(3)* %v316, align 4
  %v318 = fadd float %v311, %v317
  %v319 = or i32 %v257, 9
  %v320 = shl i32 %v319, 5
  %v321 = or i32 %v320, %v2
  %v322 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v323 = getelementptr inbounds float, float addrspace(3)* %v322, i32 %v321
  %v324 = load float, float addrspace(3)* %v323, align 4
  %v325 = fadd float %v318, %v324
  %v326 = or i32 %v257, 10
  %v327 = shl i32 %v326, 5
  %v328 = or i32 %v327, %v2
  %v329 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v330 = getelementptr inbounds float, float addrspace(3)* %v329, i32 %v328
  %v331 = load float, float addrspace(3)* %v330, align 4
  %v332 = fadd float %v325, %v331
  %v333 = or i32 %v257, 11
  %v334 = shl i32 %v333, 5
  %v335 = or i32 %v334, %v2
  %v336 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v337 = getelementptr inbounds float, float addrspace(3)* %v336, i32 %v335
  %v338 = load float, float addrspace(3)* %v337, align 4
  %v339 = fadd float %v332, %v338
  %v340 = or i32 %v257, 12
  %v341 = shl i32 %v340, 5
  %v342 = or i32 %v341, %v2
  %v343 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v344 = getelementptr inbounds float, float addrspace(3)* %v343, i32 %v342
  %v345 = load float, float addrspace(3)* %v344, align 4
  %v346 = fadd float %v339, %v345
  %v347 = or i32 %v257, 13
  %v348 = shl i32 %v347, 5
  %v349 = or i32 %v348, %v2
  %v350 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v351 = getelementptr inbounds float, float addrspace(3)* %v350, i32 %v349
  %v352 = load float, float addrspace(3)* %v351, align 4
  %v353 = fadd float %v346, %v352
  %v354 = or i32 %v257, 14
  %v355 = shl i32 %v354, 5
  %v356 = or i32 %v355, %v2
  %v357 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v358 = getelementptr inbounds float, float addrspace(3)* %v357, i32 %v356
  %v359 = load float, float addrspace(3)* %v358, align 4
  %v360 = fadd float %v353, %v359
  %v361 = or i32 %v257, 15
  %v362 = shl i32 %v361, 5
  %v363 = or i32 %v362, %v2
  %v364 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v365 = getelementptr inbounds float, float addrspace(3)* %v364, i32 %v363
  %v366 = load float, float addrspace(3)* %v365, align 4
  %v367 = fadd float %v360, %v366
  %v368 = sext i32 %v4 to i64
  %v369 = zext i32 %p6 to i64
  %v370 = add i64 %v368, 1
  %v371 = icmp sle i64 %v370, %v369
  %v372 = icmp sge i64 %v368, 0
  %v373 = and i1 %v371, %v372
  %v374 = and i32 %v2, 31
  %v375 = icmp eq i32 %v374, 0
  %v376 = and i32 %v3, 15
  %v377 = icmp eq i32 %v376, 0
  %v378 = and i1 %v375, %v377
  br i1 %v378, label %st_owner4, label %join5
st_owner4:
  br i1 %v373, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v379 = icmp ult i64 %v368, %v369
  %v380 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v368
  store float %v367, float addrspace(1)* %v380, align 4
  br label %st_done8
st_edge7:
  %v381 = icmp ult i64 %v368, %v369
  %v382 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v368
  br i1 %v381, label %st9, label %join10
st_done8:
  br label %join5
st9:
  store float %v367, float addrspace(1)* %v382, align 4
  br label %join10
join10:
  br label %st_done8
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
  %v139 = bitcast float 0x0000000000000000 to i32
  %v140 = icmp ult i64 %v112, %v114
  %v141 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v115
  %v142 = ptrtoint float addrspace(1)* %v141 to i64
  %v143 = zext i1 %v140 to i32
  %v144 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v142, i32 %v143, i32 %v139)
  %v145 = bitcast i32 %v144 to float
  %v146 = add i64 %v115, %v113
  %v147 = add i64 %v112, 1
  %v148 = icmp ult i64 %v147, %v114
  %v149 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v146
  %v150 = ptrtoint float addrspace(1)* %v149 to i64
  %v151 = zext i1 %v148 to i32
  %v152 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v150, i32 %v151, i32 %v139)
  %v153 = bitcast i32 %v152 to float
  %v154 = mul i64 2, %v113
  %v155 = add i64 %v115, %v154
  %v156 = add i64 %v112, 2
  %v157 = icmp ult i64 %v156, %v114
  %v158 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v155
  %v159 = ptrtoint float addrspace(1)* %v158 to i64
  %v160 = zext i1 %v157 to i32
  %v161 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v159, i32 %v160, i32 %v139)
  %v162 = bitcast i32 %v161 to float
  %v163 = mul i64 3, %v113
  %v164 = add i64 %v115, %v163
  %v165 = add i64 %v112, 3
  %v166 = icmp ult i64 %v165, %v114
  %v167 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v164
  %v168 = ptrtoint float addrspace(1)* %v167 to i64
  %v169 = zext i1 %v166 to i32
  %v170 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v168, i32 %v169, i32 %v139)
  %v171 = bitcast i32 %v170 to float
  br label %ld_done22
ld_done22:
  %v172 = phi float [ %v121, %ld_full20 ], [ %v145, %ld_edge21 ]
  %v173 = phi float [ %v126, %ld_full20 ], [ %v153, %ld_edge21 ]
  %v174 = phi float [ %v132, %ld_full20 ], [ %v162, %ld_edge21 ]
  %v175 = phi float [ %v138, %ld_full20 ], [ %v171, %ld_edge21 ]
  %v176 = and i32 %v2, 1
  %v177 = shl i32 %v176, 2
  %v178 = lshr i32 %v2, 1
  %v179 = and i32 %v178, 1
  %v180 = shl i32 %v179, 3
  %v181 = or i32 %v177, %v180
  %v182 = and i32 %v181, 15
  %v183 = sext i32 %v4 to i64
  %v184 = mul i64 %v183, 16
  %v185 = zext i32 %v182 to i64
  %v186 = add i64 %v184, %v185
  %v187 = sext i32 %p2 to i64
  %v188 = zext i32 %p1 to i64
  %v189 = mul i64 %v186, %v187
  %v190 = add i64 %v184, 16
  %v191 = icmp sle i64 %v190, %v188
  %v192 = icmp sge i64 %v183, 0
  %v193 = and i1 %v191, %v192
  %v194 = and i32 %v2, 28
  %v195 = icmp eq i32 %v194, 0
  %v196 = and i32 %v3, 3
  %v197 = icmp eq i32 %v196, 0
  %v198 = and i1 %v195, %v197
  br i1 %v198, label %st_owner23, label %join24
st_owner23:
  br i1 %v193, label %st_full25, label %st_edge26
join24:
  ret void
st_full25:
  %v199 = icmp ult i64 %v186, %v188
  %v200 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v189
  store float %v172, float addrspace(1)* %v200, align 4
  %v201 = add i64 %v189, %v187
  %v202 = add i64 %v186, 1
  %v203 = icmp ult i64 %v202, %v188
  %v204 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v201
  store float %v173, float addrspace(1)* %v204, align 4
  %v205 = mul i64 2, %v187
  %v206 = add i64 %v189, %v205
  %v207 = add i64 %v186, 2
  %v208 = icmp ult i64 %v207, %v188
  %v209 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v206
  store float %v174, float addrspace(1)* %v209, align 4
  %v210 = mul i64 3, %v187
  %v211 = add i64 %v189, %v210
  %v212 = add i64 %v186, 3
  %v213 = icmp ult i64 %v212, %v188
  %v214 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v211
  store float %v175, float addrspace(1)* %v214, align 4
  br label %st_done27
st_edge26:
  %v215 = icmp ult i64 %v186, %v188
  %v216 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v189
  br i1 %v215, label %st28, label %join29
st_done27:
  br label %join24
st28:
  store float %v172, float addrspace(1)* %v216, align 4
  br label %join29
join29:
  %v217 = add i64 %v189, %v187
  %v218 = add i64 %v186, 1
  %v219 = icmp ult i64 %v218, %v188
  %v220 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v217
  br i1 %v219, label %st30, label %join31
st30:
  store float %v173, float addrspace(1)* %v220, align 4
  br label %join31
join31:
  %v221 = mul i64 2, %v187
  %v222 = add i64 %v189, %v221
  %v223 = add i64 %v186, 2
  %v224 = icmp ult i64 %v223, %v188
  %v225 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v222
  br i1 %v224, label %st32, label %join33
st32:
  store float %v174, float addrspace(1)* %v225, align 4
  br label %join33
join33:
  %v226 = mul i64 3, %v187
  %v227 = add i64 %v189, %v226
  %v228 = add i64 %v186, 3
  %v229 = icmp ult i64 %v228, %v188
  %v230 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v227
  br i1 %v229, label %st34, label %join35
st34:
  store float %v175, float addrspace(1)* %v230, align 4
  br label %join35
join35:
  br label %st_done27
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
