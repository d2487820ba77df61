; kernel paddings [T=16]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @paddings(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5, float %p6) {
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
  %v16 = zext i32 %p1 to i64
  %v17 = add i64 %v13, 16
  %v18 = icmp sle i64 %v17, %v16
  %v19 = icmp sge i64 %v12, 0
  %v20 = and i1 %v18, %v19
  br i1 %v20, label %ld_full1, label %ld_edge2
ld_full1:
  %v21 = icmp ult i64 %v15, %v16
  %v22 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v15
  %v23 = bitcast float addrspace(1)* %v22 to <4 x float> addrspace(1)*
  %v24 = load <4 x float>, <4 x float> addrspace(1)* %v23, align 16
  %v25 = extractelement <4 x float> %v24, i32 0
  %v26 = extractelement <4 x float> %v24, i32 1
  %v27 = extractelement <4 x float> %v24, i32 2
  %v28 = extractelement <4 x float> %v24, i32 3
  br label %ld_done3
ld_edge2:
  %v29 = icmp ult i64 %v15, %v16
  %v30 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v15
  %v31 = bitcast float addrspace(1)* %v30 to <4 x float> addrspace(1)*
  br i1 %v29, label %ld4, label %ld_next5
ld_done3:
  %v41 = phi float [ %v25, %ld_full1 ], [ %v37, %ld_next5 ]
  %v42 = phi float [ %v26, %ld_full1 ], [ %v38, %ld_next5 ]
  %v43 = phi float [ %v27, %ld_full1 ], [ %v39, %ld_next5 ]
  %v44 = phi float [ %v28, %ld_full1 ], [ %v40, %ld_next5 ]
  %v45 = and i32 %v2, 1
  %v46 = shl i32 %v45, 2
  %v47 = lshr i32 %v2, 1
  %v48 = and i32 %v47, 1
  %v49 = shl i32 %v48, 3
  %v50 = or i32 %v46, %v49
  %v51 = and i32 %v50, 15
  %v52 = sext i32 %v4 to i64
  %v53 = mul i64 %v52, 16
  %v54 = zext i32 %v51 to i64
  %v55 = add i64 %v53, %v54
  %v56 = zext i32 %p1 to i64
  %v57 = add i64 %v53, 16
  %v58 = icmp sle i64 %v57, %v56
  %v59 = icmp sge i64 %v52, 0
  %v60 = and i1 %v58, %v59
  br i1 %v60, label %ld_full6, label %ld_edge7
ld4:
  %v32 = load <4 x float>, <4 x float> addrspace(1)* %v31, align 16
  %v33 = extractelement <4 x float> %v32, i32 0
  %v34 = extractelement <4 x float> %v32, i32 1
  %v35 = extractelement <4 x float> %v32, i32 2
  %v36 = extractelement <4 x float> %v32, i32 3
  br label %ld_next5
ld_next5:
  %v37 = phi float [ %v33, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v38 = phi float [ %v34, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v39 = phi float [ %v35, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v40 = phi float [ %v36, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  br label %ld_done3
ld_full6:
  %v61 = icmp ult i64 %v55, %v56
  %v62 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v55
  %v63 = bitcast float addrspace(1)* %v62 to <4 x float> addrspace(1)*
  %v64 = load <4 x float>, <4 x float> addrspace(1)* %v63, align 16
  %v65 = extractelement <4 x float> %v64, i32 0
  %v66 = extractelement <4 x float> %v64, i32 1
  %v67 = extractelement <4 x float> %v64, i32 2
  %v68 = extractelement <4 x float> %v64, i32 3
  br label %ld_done8
ld_edge7:
  %v69 = icmp ult i64 %v55, %v56
  %v70 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v55
  %v71 = bitcast float addrspace(1)* %v70 to <4 x float> addrspace(1)*
  br i1 %v69, label %ld9, label %ld_next10
ld_done8:
  %v81 = phi float [ %v65, %ld_full6 ], [ %v77, %ld_next10 ]
  %v82 = phi float [ %v66, %ld_full6 ], [ %v78, %ld_next10 ]
  %v83 = phi float [ %v67, %ld_full6 ], [ %v79, %ld_next10 ]
  %v84 = phi float [ %v68, %ld_full6 ], [ %v80, %ld_next10 ]
  %v85 = and i32 %v2, 1
  %v86 = shl i32 %v85, 2
  %v87 = lshr i32 %v2, 1
  %v88 = and i32 %v87, 1
  %v89 = shl i32 %v88, 3
  %v90 = or i32 %v86, %v89
  %v91 = and i32 %v90, 15
  %v92 = sext i32 %v4 to i64
  %v93 = mul i64 %v92, 16
  %v94 = zext i32 %v91 to i64
  %v95 = add i64 %v93, %v94
  %v96 = zext i32 %p1 to i64
  %v97 = add i64 %v93, 16
  %v98 = icmp sle i64 %v97, %v96
  %v99 = icmp sge i64 %v92, 0
  %v100 = and i1 %v98, %v99
  br i1 %v100, label %ld_full11, label %ld_edge12
ld9:
  %v72 = load <4 x float>, <4 x float> addrspace(1)* %v71, align 16
  %v73 = extractelement <4 x float> %v72, i32 0
  %v74 = extractelement <4 x float> %v72, i32 1
  %v75 = extractelement <4 x float> %v72, i32 2
  %v76 = extractelement <4 x float> %v72, i32 3
  br label %ld_next10
ld_next10:
  %v77 = phi float [ %v73, %ld9 ], [ 0xFFF0000000000000, %ld_edge7 ]
  %v78 = phi float [ %v74, %ld9 ], [ 0xFFF0000000000000, %ld_edge7 ]
  %v79 = phi float [ %v75, %ld9 ], [ 0xFFF0000000000000, %ld_edge7 ]
  %v80 = phi float [ %v76, %ld9 ], [ 0xFFF0000000000000, %ld_edge7 ]
  br label %ld_done8
ld_full11:
  %v101 = icmp ult i64 %v95, %v96
  %v102 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v95
  %v103 = bitcast float addrspace(1)* %v102 to <4 x float> addrspace(1)*
  %v104 = load <4 x float>, <4 x float> addrspace(1)* %v103, align 16
  %v105 = extractelement <4 x float> %v104, i32 0
  %v106 = extractelement <4 x float> %v104, i32 1
  %v107 = extractelement <4 x float> %v104, i32 2
  %v108 = extractelement <4 x float> %v104, i32 3
  br label %ld_done13
ld_edge12:
  %v109 = icmp ult i64 %v95, %v96
  %v110 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v95
  %v111 = bitcast float addrspace(1)* %v110 to <4 x float> addrspace(1)*
  br i1 %v109, label %ld14, label %ld_next15
ld_done13:
  %v121 = phi float [ %v105, %ld_full11 ], [ %v117, %ld_next15 ]
  %v122 = phi float [ %v106, %ld_full11 ], [ %v118, %ld_next15 ]
  %v123 = phi float [ %v107, %ld_full11 ], [ %v119, %ld_next15 ]
  %v124 = phi float [ %v108, %ld_full11 ], [ %v120, %ld_next15 ]
  %v125 = and i32 %v2, 1
  %v126 = shl i32 %v125, 2
  %v127 = lshr i32 %v2, 1
  %v128 = and i32 %v127, 1
  %v129 = shl i32 %v128, 3
  %v130 = or i32 %v126, %v129
  %v131 = and i32 %v130, 15
  %v132 = sext i32 %v4 to i64
  %v133 = mul i64 %v132, 16
  %v134 = zext i32 %v131 to i64
  %v135 = add i64 %v133, %v134
  %v136 = zext i32 %p1 to i64
  %v137 = add i64 %v133, 16
  %v138 = icmp sle i64 %v137, %v136
  %v139 = icmp sge i64 %v132, 0
  %v140 = and i1 %v138, %v139
  br i1 %v140, label %ld_full16, label %ld_edge17
ld14:
  %v112 = load <4 x float>, <4 x float> addrspace(1)* %v111, align 16
  %v113 = extractelement <4 x float> %v112, i32 0
  %v114 = extractelement <4 x float> %v112, i32 1
  %v115 = extractelement <4 x float> %v112, i32 2
  %v116 = extractelement <4 x float> %v112, i32 3
  br label %ld_next15
ld_next15:
  %v117 = phi float [ %v113, %ld14 ], [ 0x7FF0000000000000, %ld_edge12 ]
  %v118 = phi float [ %v114, %ld14 ], [ 0x7FF0000000000000, %ld_edge12 ]
  %v119 = phi float [ %v115, %ld14 ], [ 0x7FF0000000000000, %ld_edge12 ]
  %v120 = phi float [ %v116, %ld14 ], [ 0x7FF0000000000000, %ld_edge12 ]
  br label %ld_done13
ld_full16:
  %v141 = icmp ult i64 %v135, %v136
  %v142 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v135
  %v143 = bitcast float addrspace(1)* %v142 to <4 x float> addrspace(1)*
  %v144 = load <4 x float>, <4 x float> addrspace(1)* %v143, align 16
  %v145 = extractelement <4 x float> %v144, i32 0
  %v146 = extractelement <4 x float> %v144, i32 1
  %v147 = extractelement <4 x float> %v144, i32 2
  %v148 = extractelement <4 x float> %v144, i32 3
  br label %ld_done18
ld_edge17:
  %v149 = icmp ult i64 %v135, %v136
  %v150 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v135
  %v151 = bitcast float addrspace(1)* %v150 to <4 x float> addrspace(1)*
  br i1 %v149, label %ld19, label %ld_next20
ld_done18:
  %v161 = phi float [ %v145, %ld_full16 ], [ %v157, %ld_next20 ]
  %v162 = phi float [ %v146, %ld_full16 ], [ %v158, %ld_next20 ]
  %v163 = phi float [ %v147, %ld_full16 ], [ %v159, %ld_next20 ]
  %v164 = phi float [ %v148, %ld_full16 ], [ %v160, %ld_next20 ]
  %v165 = and i32 %v2, 1
  %v166 = shl i32 %v165, 2
  %v167 = lshr i32 %v2, 1
  %v168 = and i32 %v167, 1
  %v169 = shl i32 %v168, 3
  %v170 = or i32 %v166, %v169
  %v171 = and i32 %v170, 15
  %v172 = sext i32 %v4 to i64
  %v173 = mul i64 %v172, 16
  %v174 = zext i32 %v171 to i64
  %v175 = add i64 %v173, %v174
  %v176 = zext i32 %p1 to i64
  %v177 = add i64 %v173, 16
  %v178 = icmp sle i64 %v177, %v176
  %v179 = icmp sge i64 %v172, 0
  %v180 = and i1 %v178, %v179
  br i1 %v180, label %ld_full21, label %ld_edge22
ld19:
  %v152 = load <4 x float>, <4 x float> addrspace(1)* %v151, align 16
  %v153 = extractelement <4 x float> %v152, i32 0
  %v154 = extractelement <4 x float> %v152, i32 1
  %v155 = extractelement <4 x float> %v152, i32 2
  %v156 = extractelement <4 x float> %v152, i32 3
  br label %ld_next20
ld_next20:
  %v157 = phi float [ %v153, %ld19 ], [ 0x7FF8000000000000, %ld_edge17 ]
  %v158 = phi float [ %v154, %ld19 ], [ 0x7FF8000000000000, %ld_edge17 ]
  %v159 = phi float [ %v155, %ld19 ], [ 0x7FF8000000000000, %ld_edge17 ]
  %v160 = phi float [ %v156, %ld19 ], [ 0x7FF8000000000000, %ld_edge17 ]
  br label %ld_done18
ld_full21:
  %v181 = icmp ult i64 %v175, %v176
  %v182 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v175
  %v183 = bitcast float addrspace(1)* %v182 to <4 x float> addrspace(1)*
  %v184 = load <4 x float>, <4 x float> addrspace(1)* %v183, align 16
  %v185 = extractelement <4 x float> %v184, i32 0
  %v186 = extractelement <4 x float> %v184, i32 1
  %v187 = extractelement <4 x float> %v184, i32 2
  %v188 = extractelement <4 x float> %v184, i32 3
  br label %ld_done23
ld_edge22:
  %v189 = icmp ult i64 %v175, %v176
  %v190 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v175
  %v191 = bitcast float addrspace(1)* %v190 to <4 x float> addrspace(1)*
  br i1 %v189, label %ld24, label %ld_next25
ld_done23:
  %v201 = phi float [ %v185, %ld_full21 ], [ %v197, %ld_next25 ]
  %v202 = phi float [ %v186, %ld_full21 ], [ %v198, %ld_next25 ]
  %v203 = phi float [ %v187, %ld_full21 ], [ %v199, %ld_next25 ]
  %v204 = phi float [ %v188, %ld_full21 ], [ %v200, %ld_next25 ]
  %v205 = sitofp i32 %p1 to float
  %v206 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v41, float %v81)
  %v207 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v42, float %v82)
  %v208 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v43, float %v83)
  %v209 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v44, float %v84)
  %v210 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v121, float %v161)
  %v211 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v122, float %v162)
  %v212 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v123, float %v163)
  %v213 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v124, float %v164)
  %v214 = fadd float %v206, %v210
  %v215 = fadd float %v207, %v211
  %v216 = fadd float %v208, %v212
  %v217 = fadd float %v209, %v213
  %v218 = fmul float %v201, %p6
  %v219 = fmul float %v202, %p6
  %v220 = fmul float %v203, %p6
  %v221 = fmul float %v204, %p6
  %v222 = fadd float %v214, %v218
  %v223 = fadd float %v215, %v219
  %v224 = fadd float %v216, %v220
  %v225 = fadd float %v217, %v221
  %v226 = fadd float %v222, %v205
  %v227 = fadd float %v223, %v205
  %v228 = fadd float %v224, %v205
  %v229 = fadd float %v225, %v205
  %v230 = and i32 %v2, 1
  %v231 = shl i32 %v230, 2
  %v232 = lshr i32 %v2, 1
  %v233 = and i32 %v232, 1
  %v234 = shl i32 %v233, 3
  %v235 = or i32 %v231, %v234
  %v236 = and i32 %v235, 15
  %v237 = sext i32 %v4 to i64
  %v238 = mul i64 %v237, 16
  %v239 = zext i32 %v236 to i64
  %v240 = add i64 %v238, %v239
  %v241 = zext i32 %p4 to i64
  %v242 = add i64 %v238, 16
  %v243 = icmp sle i64 %v242, %v241
  %v244 = icmp sge i64 %v237, 0
  %v245 = and i1 %v243, %v244
  %v246 = and i32 %v2, 28
  %v247 = icmp eq i32 %v246, 0
  %v248 = and i32 %v3, 3
  %v249 = icmp eq i32 %v248, 0
  %v250 = and i1 %v247, %v249
  br i1 %v250, label %st_owner26, label %join27
ld24:
  %v192 = load <4 x float>, <4 x float> addrspace(1)* %v191, align 16
  %v193 = extractelement <4 x float> %v192, i32 0
  %v194 = extractelement <4 x float> %v192, i32 1
  %v195 = extractelement <4 x float> %v192, i32 2
  %v196 = extractelement <4 x float> %v192, i32 3
  br label %ld_next25
ld_next25:
  %v197 = phi float [ %v193, %ld24 ], [ 0x0000000000000000, %ld_edge22 ]
  %v198 = phi float [ %v194, %ld24 ], [ 0x0000000000000000, %ld_edge22 ]
  %v199 = phi float [ %v195, %ld24 ], [ 0x0000000000000000, %ld_edge22 ]
  %v200 = phi float [ %v196, %ld24 ], [ 0x0000000000000000, %ld_edge22 ]
  br label %ld_done23
st_owner26:
  br i1 %v245, label %st_full28, label %st_edge29
join27:
  %v265 = and i32 %v2, 1
  %v266 = shl i32 %v265, 2
  %v267 = lshr i32 %v2, 1
  %v268 = and i32 %v267, 1
  %v269 = shl i32 %v268, 3
  %v270 = or i32 %v266, %v269
  %v271 = and i32 %v270, 15
  %v272 = sext i32 %v4 to i64
  %v273 = mul i64 %v272, 16
  %v274 = zext i32 %v271 to i64
  %v275 = add i64 %v273, %v274
  %v276 = zext i32 %p4 to i64
  %v277 = add i64 %v273, 16
  %v278 = icmp sle i64 %v277, %v276
  %v279 = icmp sge i64 %v272, 0
  %v280 = and i1 %v278, %v279
  %v281 = and i32 %v2, 28
  %v282 = icmp eq i32 %v281, 0
  %v283 = and i32 %v3, 3
  %v284 = icmp eq i32 %v283, 0
  %v285 = and i1 %v282, %v284
  %v286 = icmp ult i64 %v275, %v276
  %v287 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v275
  %v288 = and i1 %v286, %v285
  br i1 %v288, label %atom33, label %atom_next34
st_full28:
  %v251 = icmp ult i64 %v240, %v241
  %v252 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v240
  %v253 = insertelement <4 x float> undef, float %v226, i32 0
  %v254 = insertelement <4 x float> %v253, float %v227, i32 1
  %v255 = insertelement <4 x float> %v254, float %v228, i32 2
  %v256 = insertelement <4 x float> %v255, float %v229, i32 3
  %v257 = bitcast float addrspace(1)* %v252 to <4 x float> addrspace(1)*
  store <4 x float> %v256, <4 x float> addrspace(1)* %v257, align 16
  br label %st_done30
st_edge29:
  %v258 = icmp ult i64 %v240, %v241
  %v259 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v240
  br i1 %v258, label %st31, label %join32
st_done30:
  br label %join27
st31:
  %v260 = insertelement <4 x float> undef, float %v226, i32 0
  %v261 = insertelement <4 x float> %v260, float %v227, i32 1
  %v262 = insertelement <4 x float> %v261, float %v228, i32 2
  %v263 = insertelement <4 x float> %v262, float %v229, i32 3
  %v264 = bitcast float addrspace(1)* %v259 to <4 x float> addrspace(1)*
  store <4 x float> %v263, <4 x float> addrspace(1)* %v264, align 16
  br label %join32
join32:
  br label %st_done30
atom33:
  %v289 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v287, float %v41)
  br label %atom_next34
atom_next34:
  %v290 = phi float [ %v289, %atom33 ], [ 0x0000000000000000, %join27 ]
  %v291 = add i64 %v275, 1
  %v292 = add i64 %v275, 1
  %v293 = icmp ult i64 %v292, %v276
  %v294 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v291
  %v295 = and i1 %v293, %v285
  br i1 %v295, label %atom35, label %atom_next36
atom35:
  %v296 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v294, float %v42)
  br label %atom_next36
atom_next36:
  %v297 = phi float [ %v296, %atom35 ], [ 0x0000000000000000, %atom_next34 ]
  %v298 = add i64 %v275, 2
  %v299 = add i64 %v275, 2
  %v300 = icmp ult i64 %v299, %v276
  %v301 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v298
  %v302 = and i1 %v300, %v285
  br i1 %v302, label %atom37, label %atom_next38
atom37:
  %v303 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v301, float %v43)
  br label %atom_next38
atom_next38:
  %v304 = phi float [ %v303, %atom37 ], [ 0x0000000000000000, %atom_next36 ]
  %v305 = add i64 %v275, 3
  %v306 = add i64 %v275, 3
  %v307 = icmp ult i64 %v306, %v276
  %v308 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v305
  %v309 = and i1 %v307, %v285
  br i1 %v309, label %atom39, label %atom_next40
atom39:
  %v310 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v308, float %v44)
  br label %atom_next40
atom_next40:
  %v311 = phi float [ %v310, %atom39 ], [ 0x0000000000000000, %atom_next38 ]
  ret void
}

declare float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)*, float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float)* @paddings, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float)* @paddings, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel matmul [BM=32, BN=32, BK=16]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @matmul(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9, float addrspace(1)* noalias %p10, i32 %p11, i32 %p12, i32 %p13, i32 %p14) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp eq i32 16, 0
  %v5 = select i1 %v4, i32 1, i32 16
  %v6 = icmp eq i32 16, -1
  %v7 = select i1 %v6, i32 1, i32 %v5
  %v8 = sdiv i32 %p2, %v7
  %v9 = sub i32 0, %v8
  %v10 = select i1 %v6, i32 %v9, i32 %v8
  %v11 = srem i32 %p2, %v7
  %v12 = select i1 %v6, i32 0, i32 %v11
  %v13 = icmp ne i32 %v12, 0
  %v14 = xor i32 %v12, 16
  %v15 = icmp sge i32 %v14, 0
  %v16 = and i1 %v13, %v15
  %v17 = add i32 %v10, 1
  %v18 = select i1 %v16, i32 %v17, i32 %v10
  %v19 = select i1 %v4, i32 0, i32 %v18
  %v20 = sext i32 %v19 to i64
  br label %for1
for1:
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v535, %mma_done15 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v550, %mma_done15 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v565, %mma_done15 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v580, %mma_done15 ]
  %v25 = phi float [ 0x0000000000000000, %entry0 ], [ %v595, %mma_done15 ]
  %v26 = phi float [ 0x0000000000000000, %entry0 ], [ %v610, %mma_done15 ]
  %v27 = phi float [ 0x0000000000000000, %entry0 ], [ %v625, %mma_done15 ]
  %v28 = phi float [ 0x0000000000000000, %entry0 ], [ %v640, %mma_done15 ]
  %v29 = phi i64 [ 0, %entry0 ], [ %v643, %mma_done15 ]
  %v30 = icmp slt i64 %v29, %v20
  %v31 = icmp sgt i64 %v29, %v20
  %v32 = icmp sgt i64 1, 0
  %v33 = select i1 %v32, i1 %v30, i1 %v31
  br i1 %v33, label %body2, label %endfor3
body2:
  %v34 = trunc i64 %v29 to i32
  %v35 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v36 = and i32 %v2, 1
  %v37 = shl i32 %v36, 3
  %v38 = lshr i32 %v2, 1
  %v39 = and i32 %v38, 1
  %v40 = shl i32 %v39, 4
  %v41 = or i32 %v37, %v40
  %v42 = lshr i32 %v2, 2
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 5
  %v45 = or i32 %v41, %v44
  %v46 = lshr i32 %v2, 3
  %v47 = and i32 %v46, 1
  %v48 = shl i32 %v47, 6
  %v49 = or i32 %v45, %v48
  %v50 = lshr i32 %v2, 4
  %v51 = and i32 %v50, 1
  %v52 = shl i32 %v51, 7
  %v53 = or i32 %v49, %v52
  %v54 = and i32 %v3, 1
  %v55 = shl i32 %v54, 8
  %v56 = or i32 %v53, %v55
  %v57 = lshr i32 %v56, 4
  %v58 = and i32 %v57, 31
  %v59 = and i32 %v56, 15
  %v60 = sext i32 %v35 to i64
  %v61 = mul i64 %v60, 32
  %v62 = zext i32 %v58 to i64
  %v63 = add i64 %v61, %v62
  %v64 = sext i32 %p3 to i64
  %v65 = zext i32 %p1 to i64
  %v66 = mul i64 %v63, %v64
  %v67 = add i64 %v61, 32
  %v68 = icmp sle i64 %v67, %v65
  %v69 = icmp sge i64 %v60, 0
  %v70 = and i1 %v68, %v69
  %v71 = sext i32 %v34 to i64
  %v72 = mul i64 %v71, 16
  %v73 = zext i32 %v59 to i64
  %v74 = add i64 %v72, %v73
  %v75 = zext i32 %p2 to i64
  %v76 = add i64 %v66, %v74
  %v77 = add i64 %v72, 16
  %v78 = icmp sle i64 %v77, %v75
  %v79 = icmp sge i64 %v71, 0
  %v80 = and i1 %v78, %v79
  %v81 = and i1 %v70, %v80
  br i1 %v81, label %ld_full4, label %ld_edge5
endfor3:
  %v644 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v645 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v646 = and i32 %v2, 1
  %v647 = shl i32 %v646, 2
  %v648 = lshr i32 %v2, 1
  %v649 = and i32 %v648, 1
  %v650 = shl i32 %v649, 3
  %v651 = or i32 %v647, %v650
  %v652 = lshr i32 %v2, 2
  %v653 = and i32 %v652, 1
  %v654 = shl i32 %v653, 4
  %v655 = or i32 %v651, %v654
  %v656 = lshr i32 %v2, 3
  %v657 = and i32 %v656, 1
  %v658 = shl i32 %v657, 5
  %v659 = or i32 %v655, %v658
  %v660 = lshr i32 %v2, 4
  %v661 = and i32 %v660, 1
  %v662 = shl i32 %v661, 6
  %v663 = or i32 %v659, %v662
  %v664 = and i32 %v3, 1
  %v665 = shl i32 %v664, 7
  %v666 = or i32 %v663, %v665
  %v667 = lshr i32 %v3, 1
  %v668 = and i32 %v667, 1
  %v669 = shl i32 %v668, 8
  %v670 = or i32 %v666, %v669
  %v671 = lshr i32 %v670, 5
  %v672 = and i32 %v671, 31
  %v673 = and i32 %v670, 31
  %v674 = sext i32 %v644 to i64
  %v675 = mul i64 %v674, 32
  %v676 = zext i32 %v672 to i64
  %v677 = add i64 %v675, %v676
  %v678 = sext i32 %p13 to i64
  %v679 = zext i32 %p11 to i64
  %v680 = mul i64 %v677, %v678
  %v681 = add i64 %v675, 32
  %v682 = icmp sle i64 %v681, %v679
  %v683 = icmp sge i64 %v674, 0
  %v684 = and i1 %v682, %v683
  %v685 = sext i32 %v645 to i64
  %v686 = mul i64 %v685, 32
  %v687 = zext i32 %v673 to i64
  %v688 = add i64 %v686, %v687
  %v689 = zext i32 %p12 to i64
  %v690 = add i64 %v680, %v688
  %v691 = add i64 %v686, 32
  %v692 = icmp sle i64 %v691, %v689
  %v693 = icmp sge i64 %v685, 0
  %v694 = and i1 %v692, %v693
  %v695 = and i1 %v684, %v694
  br i1 %v695, label %st_full16, label %st_edge17
ld_full4:
  %v82 = icmp ult i64 %v63, %v65
  %v83 = icmp ult i64 %v74, %v75
  %v84 = and i1 %v82, %v83
  %v85 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v76
  %v86 = bitcast half addrspace(1)* %v85 to <4 x i32> addrspace(1)*
  %v87 = load <4 x i32>, <4 x i32> addrspace(1)* %v86, align 16
  %v88 = extractelement <4 x i32> %v87, i32 0
  %v89 = trunc i32 %v88 to i16
  %v90 = bitcast i16 %v89 to half
  %v91 = fpext half %v90 to float
  %v92 = extractelement <4 x i32> %v87, i32 0
  %v93 = lshr i32 %v92, 16
  %v94 = trunc i32 %v93 to i16
  %v95 = bitcast i16 %v94 to half
  %v96 = fpext half %v95 to float
  %v97 = extractelement <4 x i32> %v87, i32 1
  %v98 = trunc i32 %v97 to i16
  %v99 = bitcast i16 %v98 to half
  %v100 = fpext half %v99 to float
  %v101 = extractelement <4 x i32> %v87, i32 1
  %v102 = lshr i32 %v101, 16
  %v103 = trunc i32 %v102 to i16
  %v104 = bitcast i16 %v103 to half
  %v105 = fpext half %v104 to float
  %v106 = extractelement <4 x i32> %v87, i32 2
  %v107 = trunc i32 %v106 to i16
  %v108 = bitcast i16 %v107 to half
  %v109 = fpext half %v108 to float
  %v110 = extractelement <4 x i32> %v87, i32 2
  %v111 = lshr i32 %v110, 16
  %v112 = trunc i32 %v111 to i16
  %v113 = bitcast i16 %v112 to half
  %v114 = fpext half %v113 to float
  %v115 = extractelement <4 x i32> %v87, i32 3
  %v116 = trunc i32 %v115 to i16
  %v117 = bitcast i16 %v116 to half
  %v118 = fpext half %v117 to float
  %v119 = extractelement <4 x i32> %v87, i32 3
  %v120 = lshr i32 %v119, 16
  %v121 = trunc i32 %v120 to i16
  %v122 = bitcast i16 %v121 to half
  %v123 = fpext half %v122 to float
  br label %ld_done6
ld_edge5:
  %v124 = icmp ult i64 %v63, %v65
  %v125 = icmp ult i64 %v74, %v75
  %v126 = and i1 %v124, %v125
  %v127 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v76
  %v128 = bitcast half addrspace(1)* %v127 to <4 x i32> addrspace(1)*
  br i1 %v126, label %ld7, label %ld_next8
ld_done6:
  %v174 = phi float [ %v91, %ld_full4 ], [ %v166, %ld_next8 ]
  %v175 = phi float [ %v96, %ld_full4 ], [ %v167, %ld_next8 ]
  %v176 = phi float [ %v100, %ld_full4 ], [ %v168, %ld_next8 ]
  %v177 = phi float [ %v105, %ld_full4 ], [ %v169, %ld_next8 ]
  %v178 = phi float [ %v109, %ld_full4 ], [ %v170, %ld_next8 ]
  %v179 = phi float [ %v114, %ld_full4 ], [ %v171, %ld_next8 ]
  %v180 = phi float [ %v118, %ld_full4 ], [ %v172, %ld_next8 ]
  %v181 = phi float [ %v123, %ld_full4 ], [ %v173, %ld_next8 ]
  %v182 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v183 = and i32 %v2, 1
  %v184 = shl i32 %v183, 3
  %v185 = lshr i32 %v2, 1
  %v186 = and i32 %v185, 1
  %v187 = shl i32 %v186, 4
  %v188 = or i32 %v184, %v187
  %v189 = lshr i32 %v2, 2
  %v190 = and i32 %v189, 1
  %v191 = shl i32 %v190, 5
  %v192 = or i32 %v188, %v191
  %v193 = lshr i32 %v2, 3
  %v194 = and i32 %v193, 1
  %v195 = shl i32 %v194, 6
  %v196 = or i32 %v192, %v195
  %v197 = lshr i32 %v2, 4
  %v198 = and i32 %v197, 1
  %v199 = shl i32 %v198, 7
  %v200 = or i32 %v196, %v199
  %v201 = and i32 %v3, 1
  %v202 = shl i32 %v201, 8
  %v203 = or i32 %v200, %v202
  %v204 = lshr i32 %v203, 5
  %v205 = and i32 %v204, 15
  %v206 = and i32 %v203, 31
  %v207 = sext i32 %v34 to i64
  %v208 = mul i64 %v207, 16
  %v209 = zext i32 %v205 to i64
  %v210 = add i64 %v208, %v209
  %v211 = sext i32 %p8 to i64
  %v212 = zext i32 %p6 to i64
  %v213 = mul i64 %v210, %v211
  %v214 = add i64 %v208, 16
  %v215 = icmp sle i64 %v214, %v212
  %v216 = icmp sge i64 %v207, 0
  %v217 = and i1 %v215, %v216
  %v218 = sext i32 %v182 to i64
  %v219 = mul i64 %v218, 32
  %v220 = zext i32 %v206 to i64
  %v221 = add i64 %v219, %v220
  %v222 = zext i32 %p7 to i64
  %v223 = add i64 %v213, %v221
  %v224 = add i64 %v219, 32
  %v225 = icmp sle i64 %v224, %v222
  %v226 = icmp sge i64 %v218, 0
  %v227 = and i1 %v225, %v226
  %v228 = and i1 %v217, %v227
  br i1 %v228, label %ld_full9, label %ld_edge10
ld7:
  %v129 = load <4 x i32>, <4 x i32> addrspace(1)* %v128, align 16
  %v130 = extractelement <4 x i32> %v129, i32 0
  %v131 = trunc i32 %v130 to i16
  %v132 = bitcast i16 %v131 to half
  %v133 = fpext half %v132 to float
  %v134 = extractelement <4 x i32> %v129, i32 0
  %v135 = lshr i32 %v134, 16
  %v136 = trunc i32 %v135 to i16
  %v137 = bitcast i16 %v136 to half
  %v138 = fpext half %v137 to float
  %v139 = extractelement <4 x i32> %v129, i32 1
  %v140 = trunc i32 %v139 to i16
  %v141 = bitcast i16 %v140 to half
  %v142 = fpext half %v141 to float
  %v143 = extractelement <4 x i32> %v129, i32 1
  %v144 = lshr i32 %v143, 16
  %v145 = trunc i32 %v144 to i16
  %v146 = bitcast i16 %v145 to half
  %v147 = fpext half %v146 to float
  %v148 = extractelement <4 x i32> %v129, i32 2
  %v149 = trunc i32 %v148 to i16
  %v150 = bitcast i16 %v149 to half
  %v151 = fpext half %v150 to float
  %v152 = extractelement <4 x i32> %v129, i32 2
  %v153 = lshr i32 %v152, 16
  %v154 = trunc i32 %v153 to i16
  %v155 = bitcast i16 %v154 to half
  %v156 = fpext half %v155 to float
  %v157 = extractelement <4 x i32> %v129, i32 3
  %v158 = trunc i32 %v157 to i16
  %v159 = bitcast i16 %v158 to half
  %v160 = fpext half %v159 to float
  %v161 = extractelement <4 x i32> %v129, i32 3
  %v162 = lshr i32 %v161, 16
  %v163 = trunc i32 %v162 to i16
  %v164 = bitcast i16 %v163 to half
  %v165 = fpext half %v164 to float
  br label %ld_next8
ld_next8:
  %v166 = phi float [ %v133, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v167 = phi float [ %v138, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v168 = phi float [ %v142, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v169 = phi float [ %v147, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v170 = phi float [ %v151, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v171 = phi float [ %v156, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v172 = phi float [ %v160, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v173 = phi float [ %v165, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  br label %ld_done6
ld_full9:
  %v229 = icmp ult i64 %v210, %v212
  %v230 = icmp ult i64 %v221, %v222
  %v231 = and i1 %v229, %v230
  %v232 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v223
  %v233 = bitcast half addrspace(1)* %v232 to <4 x i32> addrspace(1)*
  %v234 = load <4 x i32>, <4 x i32> addrspace(1)* %v233, align 16
  %v235 = extractelement <4 x i32> %v234, i32 0
  %v236 = trunc i32 %v235 to i16
  %v237 = bitcast i16 %v236 to half
  %v238 = fpext half %v237 to float
  %v239 = extractelement <4 x i32> %v234, i32 0
  %v240 = lshr i32 %v239, 16
  %v241 = trunc i32 %v240 to i16
  %v242 = bitcast i16 %v241 to half
  %v243 = fpext half %v242 to float
  %v244 = extractelement <4 x i32> %v234, i32 1
  %v245 = trunc i32 %v244 to i16
  %v246 = bitcast i16 %v245 to half
  %v247 = fpext half %v246 to float
  %v248 = extractelement <4 x i32> %v234, i32 1
  %v249 = lshr i32 %v248, 16
  %v250 = trunc i32 %v249 to i16
  %v251 = bitcast i16 %v250 to half
  %v252 = fpext half %v251 to float
  %v253 = extractelement <4 x i32> %v234, i32 2
  %v254 = trunc i32 %v253 to i16
  %v255 = bitcast i16 %v254 to half
  %v256 = fpext half %v255 to float
  %v257 = extractelement <4 x i32> %v234, i32 2
  %v258 = lshr i32 %v257, 16
  %v259 = trunc i32 %v258 to i16
  %v260 = bitcast i16 %v259 to half
  %v261 = fpext half %v260 to float
  %v262 = extractelement <4 x i32> %v234, i32 3
  %v263 = trunc i32 %v262 to i16
  %v264 = bitcast i16 %v263 to half
  %v265 = fpext half %v264 to float
  %v266 = extractelement <4 x i32> %v234, i32 3
  %v267 = lshr i32 %v266, 16
  %v268 = trunc i32 %v267 to i16
  %v269 = bitcast i16 %v268 to half
  %v270 = fpext half %v269 to float
  br label %ld_done11
ld_edge10:
  %v271 = icmp ult i64 %v210, %v212
  %v272 = icmp ult i64 %v221, %v222
  %v273 = and i1 %v271, %v272
  %v274 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v223
  %v275 = bitcast half addrspace(1)* %v274 to <4 x i32> addrspace(1)*
  br i1 %v273, label %ld12, label %ld_next13
ld_done11:
  %v321 = phi float [ %v238, %ld_full9 ], [ %v313, %ld_next13 ]
  %v322 = phi float [ %v243, %ld_full9 ], [ %v314, %ld_next13 ]
  %v323 = phi float [ %v247, %ld_full9 ], [ %v315, %ld_next13 ]
  %v324 = phi float [ %v252, %ld_full9 ], [ %v316, %ld_next13 ]
  %v325 = phi float [ %v256, %ld_full9 ], [ %v317, %ld_next13 ]
  %v326 = phi float [ %v261, %ld_full9 ], [ %v318, %ld_next13 ]
  %v327 = phi float [ %v265, %ld_full9 ], [ %v319, %ld_next13 ]
  %v328 = phi float [ %v270, %ld_full9 ], [ %v320, %ld_next13 ]
  call void @llvm.nvvm.barrier0()
  %v329 = and i32 %v2, 1
  %v330 = shl i32 %v329, 3
  %v331 = lshr i32 %v2, 1
  %v332 = and i32 %v331, 1
  %v333 = shl i32 %v332, 4
  %v334 = or i32 %v330, %v333
  %v335 = lshr i32 %v2, 2
  %v336 = and i32 %v335, 1
  %v337 = shl i32 %v336, 5
  %v338 = or i32 %v334, %v337
  %v339 = lshr i32 %v2, 3
  %v340 = and i32 %v339, 1
  %v341 = shl i32 %v340, 6
  %v342 = or i32 %v338, %v341
  %v343 = lshr i32 %v2, 4
  %v344 = and i32 %v343, 1
  %v345 = shl i32 %v344, 7
  %v346 = or i32 %v342, %v345
  %v347 = and i32 %v3, 1
  %v348 = shl i32 %v347, 8
  %v349 = or i32 %v346, %v348
  %v350 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v351 = getelementptr inbounds i32, i32 addrspace(3)* %v350, i32 %v349
  %v352 = fptrunc float %v174 to half
  %v353 = bitcast half %v352 to i16
  %v354 = zext i16 %v353 to i32
  store i32 %v354, i32 addrspace(3)* %v351, align 4
  %v355 = or i32 %v349, 1
  %v356 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v357 = getelementptr inbounds i32, i32 addrspace(3)* %v356, i32 %v355
  %v358 = fptrunc float %v175 to half
  %v359 = bitcast half %v358 to i16
  %v360 = zext i16 %v359 to i32
  store i32 %v360, i32 addrspace(3)* %v357, align 4
  %v361 = or i32 %v349, 2
  %v362 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v363 = getelementptr inbounds i32, i32 addrspace(3)* %v362, i32 %v361
  %v364 = fptrunc float %v176 to half
  %v365 = bitcast half %v364 to i16
  %v366 = zext i16 %v365 to i32
  store i32 %v366, i32 addrspace(3)* %v363, align 4
  %v367 = or i32 %v349, 3
  %v368 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v369 = getelementptr inbounds i32, i32 addrspace(3)* %v368, i32 %v367
  %v370 = fptrunc float %v177 to half
  %v371 = bitcast half %v370 to i16
  %v372 = zext i16 %v371 to i32
  store i32 %v372, i32 addrspace(3)* %v369, align 4
  %v373 = or i32 %v349, 4
  %v374 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v375 = getelementptr inbounds i32, i32 addrspace(3)* %v374, i32 %v373
  %v376 = fptrunc float %v178 to half
  %v377 = bitcast half %v376 to i16
  %v378 = zext i16 %v377 to i32
  store i32 %v378, i32 addrspace(3)* %v375, align 4
  %v379 = or i32 %v349, 5
  %v380 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v381 = getelementptr inbounds i32, i32 addrspace(3)* %v380, i32 %v379
  %v382 = fptrunc float %v179 to half
  %v383 = bitcast half %v382 to i16
  %v384 = zext i16 %v383 to i32
  store i32 %v384, i32 addrspace(3)* %v381, align 4
  %v385 = or i32 %v349, 6
  %v386 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v387 = getelementptr inbounds i32, i32 addrspace(3)* %v386, i32 %v385
  %v388 = fptrunc float %v180 to half
  %v389 = bitcast half %v388 to i16
  %v390 = zext i16 %v389 to i32
  store i32 %v390, i32 addrspace(3)* %v387, align 4
  %v391 = or i32 %v349, 7
  %v392 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v393 = getelementptr inbounds i32, i32 addrspace(3)* %v392, i32 %v391
  %v394 = fptrunc float %v181 to half
  %v395 = bitcast half %v394 to i16
  %v396 = zext i16 %v395 to i32
  store i32 %v396, i32 addrspace(3)* %v393, align 4
  %v397 = and i32 %v2, 1
  %v398 = shl i32 %v397, 3
  %v399 = lshr i32 %v2, 1
  %v400 = and i32 %v399, 1
  %v401 = shl i32 %v400, 4
  %v402 = or i32 %v398, %v401
  %v403 = lshr i32 %v2, 2
  %v404 = and i32 %v403, 1
  %v405 = shl i32 %v404, 5
  %v406 = or i32 %v402, %v405
  %v407 = lshr i32 %v2, 3
  %v408 = and i32 %v407, 1
  %v409 = shl i32 %v408, 6
  %v410 = or i32 %v406, %v409
  %v411 = lshr i32 %v2, 4
  %v412 = and i32 %v411, 1
  %v413 = shl i32 %v412, 7
  %v414 = or i32 %v410, %v413
  %v415 = and i32 %v3, 1
  %v416 = shl i32 %v415, 8
  %v417 = or i32 %v414, %v416
  %v418 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v419 = getelementptr inbounds i32, i32 addrspace(3)* %v418, i32 %v417
  %v420 = fptrunc float %v321 to half
  %v421 = bitcast half %v420 to i16
  %v422 = zext i16 %v421 to i32
  store i32 %v422, i32 addrspace(3)* %v419, align 4
  %v423 = or i32 %v417, 1
  %v424 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v425 = getelementptr inbounds i32, i32 addrspace(3)* %v424, i32 %v423
  %v426 = fptrunc float %v322 to half
  %v427 = bitcast half %v426 to i16
  %v428 = zext i16 %v427 to i32
  store i32 %v428, i32 addrspace(3)* %v425, align 4
  %v429 = or i32 %v417, 2
  %v430 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v431 = getelementptr inbounds i32, i32 addrspace(3)* %v430, i32 %v429
  %v432 = fptrunc float %v323 to half
  %v433 = bitcast half %v432 to i16
  %v434 = zext i16 %v433 to i32
  store i32 %v434, i32 addrspace(3)* %v431, align 4
  %v435 = or i32 %v417, 3
  %v436 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v437 = getelementptr inbounds i32, i32 addrspace(3)* %v436, i32 %v435
  %v438 = fptrunc float %v324 to half
  %v439 = bitcast half %v438 to i16
  %v440 = zext i16 %v439 to i32
  store i32 %v440, i32 addrspace(3)* %v437, align 4
  %v441 = or i32 %v417, 4
  %v442 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v443 = getelementptr inbounds i32, i32 addrspace(3)* %v442, i32 %v441
  %v444 = fptrunc float %v325 to half
  %v445 = bitcast half %v444 to i16
  %v446 = zext i16 %v445 to i32
  store i32 %v446, i32 addrspace(3)* %v443, align 4
  %v447 = or i32 %v417, 5
  %v448 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v449 = getelementptr inbounds i32, i32 addrspace(3)* %v448, i32 %v447
  %v450 = fptrunc float %v326 to half
  %v451 = bitcast half %v450 to i16
  %v452 = zext i16 %v451 to i32
  store i32 %v452, i32 addrspace(3)* %v449, align 4
  %v453 = or i32 %v417, 6
  %v454 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v455 = getelementptr inbounds i32, i32 addrspace(3)* %v454, i32 %v453
  %v456 = fptrunc float %v327 to half
  %v457 = bitcast half %v456 to i16
  %v458 = zext i16 %v457 to i32
  store i32 %v458, i32 addrspace(3)* %v455, align 4
  %v459 = or i32 %v417, 7
  %v460 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v461 = getelementptr inbounds i32, i32 addrspace(3)* %v460, i32 %v459
  %v462 = fptrunc float %v328 to half
  %v463 = bitcast half %v462 to i16
  %v464 = zext i16 %v463 to i32
  store i32 %v464, i32 addrspace(3)* %v461, align 4
  call void @llvm.nvvm.barrier0()
  %v465 = and i32 %v2, 1
  %v466 = shl i32 %v465, 2
  %v467 = lshr i32 %v2, 1
  %v468 = and i32 %v467, 1
  %v469 = shl i32 %v468, 3
  %v470 = or i32 %v466, %v469
  %v471 = lshr i32 %v2, 2
  %v472 = and i32 %v471, 1
  %v473 = shl i32 %v472, 4
  %v474 = or i32 %v470, %v473
  %v475 = lshr i32 %v2, 3
  %v476 = and i32 %v475, 1
  %v477 = shl i32 %v476, 5
  %v478 = or i32 %v474, %v477
  %v479 = lshr i32 %v2, 4
  %v480 = and i32 %v479, 1
  %v481 = shl i32 %v480, 6
  %v482 = or i32 %v478, %v481
  %v483 = and i32 %v3, 1
  %v484 = shl i32 %v483, 7
  %v485 = or i32 %v482, %v484
  %v486 = lshr i32 %v3, 1
  %v487 = and i32 %v486, 1
  %v488 = shl i32 %v487, 8
  %v489 = or i32 %v485, %v488
  %v490 = lshr i32 %v489, 5
  %v491 = and i32 %v490, 31
  %v492 = and i32 %v489, 31
  %v493 = mul i32 %v491, 16
  %v494 = add i32 %v492, 1
  %v495 = mul i32 %v491, 16
  %v496 = add i32 %v492, 2
  %v497 = mul i32 %v491, 16
  %v498 = add i32 %v492, 3
  %v499 = mul i32 %v491, 16
  %v500 = add i32 %v491, 16
  %v501 = mul i32 %v500, 16
  %v502 = add i32 %v491, 16
  %v503 = add i32 %v492, 1
  %v504 = mul i32 %v502, 16
  %v505 = add i32 %v491, 16
  %v506 = add i32 %v492, 2
  %v507 = mul i32 %v505, 16
  %v508 = add i32 %v491, 16
  %v509 = add i32 %v492, 3
  %v510 = mul i32 %v508, 16
  br label %mma_k14
ld12:
  %v276 = load <4 x i32>, <4 x i32> addrspace(1)* %v275, align 16
  %v277 = extractelement <4 x i32> %v276, i32 0
  %v278 = trunc i32 %v277 to i16
  %v279 = bitcast i16 %v278 to half
  %v280 = fpext half %v279 to float
  %v281 = extractelement <4 x i32> %v276, i32 0
  %v282 = lshr i32 %v281, 16
  %v283 = trunc i32 %v282 to i16
  %v284 = bitcast i16 %v283 to half
  %v285 = fpext half %v284 to float
  %v286 = extractelement <4 x i32> %v276, i32 1
  %v287 = trunc i32 %v286 to i16
  %v288 = bitcast i16 %v287 to half
  %v289 = fpext half %v288 to float
  %v290 = extractelement <4 x i32> %v276, i32 1
  %v291 = lshr i32 %v290, 16
  %v292 = trunc i32 %v291 to i16
  %v293 = bitcast i16 %v292 to half
  %v294 = fpext half %v293 to float
  %v295 = extractelement <4 x i32> %v276, i32 2
  %v296 = trunc i32 %v295 to i16
  %v297 = bitcast i16 %v296 to half
  %v298 = fpext half %v297 to float
  %v299 = extractelement <4 x i32> %v276, i32 2
  %v300 = lshr i32 %v299, 16
  %v301 = trunc i32 %v300 to i16
  %v302 = bitcast i16 %v301 to half
  %v303 = fpext half %v302 to float
  %v304 = extractelement <4 x i32> %v276, i32 3
  %v305 = trunc i32 %v304 to i16
  %v306 = bitcast i16 %v305 to half
  %v307 = fpext half %v306 to float
  %v308 = extractelement <4 x i32> %v276, i32 3
  %v309 = lshr i32 %v308, 16
  %v310 = trunc i32 %v309 to i16
  %v311 = bitcast i16 %v310 to half
  %v312 = fpext half %v311 to float
  br label %ld_next13
ld_next13:
  %v313 = phi float [ %v280, %ld12 ], [ 0x0000000000000000, %ld_edge10 ]
  %v314 = phi float [ %v285, %ld12 ], [ 0x0000000000000000, %ld_edge10 ]
  %v315 = phi float [ %v289, %ld12 ], [ 0x0000000000000000, %ld_edge10 ]
  %v316 = phi float [ %v294, %ld12 ], [ 0x0000000000000000, %ld_edge10 ]
  %v317 = phi float [ %v298, %ld12 ], [ 0x0000000000000000, %ld_edge10 ]
  %v318 = phi float [ %v303, %ld12 ], [ 0x0000000000000000, %ld_edge10 ]
  %v319 = phi float [ %v307, %ld12 ], [ 0x0000000000000000, %ld_edge10 ]
  %v320 = phi float [ %v312, %ld12 ], [ 0x0000000000000000, %ld_edge10 ]
  br label %ld_done11
mma_k14:
  %v511 = phi i32 [ 0, %ld_done11 ], [ %v641, %mma_k14 ]
  %v512 = phi float [ %v21, %ld_done11 ], [ %v535, %mma_k14 ]
  %v513 = phi float [ %v22, %ld_done11 ], [ %v550, %mma_k14 ]
  %v514 = phi float [ %v23, %ld_done11 ], [ %v565, %mma_k14 ]
  %v515 = phi float [ %v24, %ld_done11 ], [ %v580, %mma_k14 ]
  %v516 = phi float [ %v25, %ld_done11 ], [ %v595, %mma_k14 ]
  %v517 = phi float [ %v26, %ld_done11 ], [ %v610, %mma_k14 ]
  %v518 = phi float [ %v27, %ld_done11 ], [ %v625, %mma_k14 ]
  %v519 = phi float [ %v28, %ld_done11 ], [ %v640, %mma_k14 ]
  %v520 = mul i32 %v511, 32
  %v521 = add i32 %v493, %v511
  %v522 = add i32 %v492, %v520
  %v523 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v524 = getelementptr inbounds i32, i32 addrspace(3)* %v523, i32 %v521
  %v525 = load i32, i32 addrspace(3)* %v524, align 4
  %v526 = trunc i32 %v525 to i16
  %v527 = bitcast i16 %v526 to half
  %v528 = fpext half %v527 to float
  %v529 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v530 = getelementptr inbounds i32, i32 addrspace(3)* %v529, i32 %v522
  %v531 = load i32, i32 addrspace(3)* %v530, align 4
  %v532 = trunc i32 %v531 to i16
  %v533 = bitcast i16 %v532 to half
  %v534 = fpext half %v533 to float
  %v535 = call float @llvm.fma.f32(float %v528, float %v534, float %v512)
  %v536 = add i32 %v495, %v511
  %v537 = add i32 %v494, %v520
  %v538 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v539 = getelementptr inbounds i32, i32 addrspace(3)* %v538, i32 %v536
  %v540 = load i32, i32 addrspace(3)* %v539, align 4
  %v541 = trunc i32 %v540 to i16
  %v542 = bitcast i16 %v541 to half
  %v543 = fpext half %v542 to float
  %v544 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v545 = getelementptr inbounds i32, i32 addrspace(3)* %v544, i32 %v537
  %v546 = load i32, i32 addrspace(3)* %v545, align 4
  %v547 = trunc i32 %v546 to i16
  %v548 = bitcast i16 %v547 to half
  %v549 = fpext half %v548 to float
  %v550 = call float @llvm.fma.f32(float %v543, float %v549, float %v513)
  %v551 = add i32 %v497, %v511
  %v552 = add i32 %v496, %v520
  %v553 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v554 = getelementptr inbounds i32, i32 addrspace(3)* %v553, i32 %v551
  %v555 = load i32, i32 addrspace(3)* %v554, align 4
  %v556 = trunc i32 %v555 to i16
  %v557 = bitcast i16 %v556 to half
  %v558 = fpext half %v557 to float
  %v559 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v560 = getelementptr inbounds i32, i32 addrspace(3)* %v559, i32 %v552
  %v561 = load i32, i32 addrspace(3)* %v560, align 4
  %v562 = trunc i32 %v561 to i16
  %v563 = bitcast i16 %v562 to half
  %v564 = fpext half %v563 to float
  %v565 = call float @llvm.fma.f32(float %v558, float %v564, float %v514)
  %v566 = add i32 %v499, %v511
  %v567 = add i32 %v498, %v520
  %v568 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v569 = getelementptr inbounds i32, i32 addrspace(3)* %v568, i32 %v566
  %v570 = load i32, i32 addrspace(3)* %v569, align 4
  %v571 = trunc i32 %v570 to i16
  %v572 = bitcast i16 %v571 to half
  %v573 = fpext half %v572 to float
  %v574 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v575 = getelementptr inbounds i32, i32 addrspace(3)* %v574, i32 %v567
  %v576 = load i32, i32 addrspace(3)* %v575, align 4
  %v577 = trunc i32 %v576 to i16
  %v578 = bitcast i16 %v577 to half
  %v579 = fpext half %v578 to float
  %v580 = call float @llvm.fma.f32(float %v573, float %v579, float %v515)
  %v581 = add i32 %v501, %v511
  %v582 = add i32 %v492, %v520
  %v583 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v584 = getelementptr inbounds i32, i32 addrspace(3)* %v583, i32 %v581
  %v585 = load i32, i32 addrspace(3)* %v584, align 4
  %v586 = trunc i32 %v585 to i16
  %v587 = bitcast i16 %v586 to half
  %v588 = fpext half %v587 to float
  %v589 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v590 = getelementptr inbounds i32, i32 addrspace(3)* %v589, i32 %v582
  %v591 = load i32, i32 addrspace(3)* %v590, align 4
  %v592 = trunc i32 %v591 to i16
  %v593 = bitcast i16 %v592 to half
  %v594 = fpext half %v593 to float
  %v595 = call float @llvm.fma.f32(float %v588, float %v594, float %v516)
  %v596 = add i32 %v504, %v511
  %v597 = add i32 %v503, %v520
  %v598 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v599 = getelementptr inbounds i32, i32 addrspace(3)* %v598, i32 %v596
  %v600 = load i32, i32 addrspace(3)* %v599, align 4
  %v601 = trunc i32 %v600 to i16
  %v602 = bitcast i16 %v601 to half
  %v603 = fpext half %v602 to float
  %v604 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v605 = getelementptr inbounds i32, i32 addrspace(3)* %v604, i32 %v597
  %v606 = load i32, i32 addrspace(3)* %v605, align 4
  %v607 = trunc i32 %v606 to i16
  %v608 = bitcast i16 %v607 to half
  %v609 = fpext half %v608 to float
  %v610 = call float @llvm.fma.f32(float %v603, float %v609, float %v517)
  %v611 = add i32 %v507, %v511
  %v612 = add i32 %v506, %v520
  %v613 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v614 = getelementptr inbounds i32, i32 addrspace(3)* %v613, i32 %v611
  %v615 = load i32, i32 addrspace(3)* %v614, align 4
  %v616 = trunc i32 %v615 to i16
  %v617 = bitcast i16 %v616 to half
  %v618 = fpext half %v617 to float
  %v619 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v620 = getelementptr inbounds i32, i32 addrspace(3)* %v619, i32 %v612
  %v621 = load i32, i32 addrspace(3)* %v620, align 4
  %v622 = trunc i32 %v621 to i16
  %v623 = bitcast i16 %v622 to half
  %v624 = fpext half %v623 to float
  %v625 = call float @llvm.fma.f32(float %v618, float %v624, float %v518)
  %v626 = add i32 %v510, %v511
  %v627 = add i32 %v509, %v520
  %v628 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v629 = getelementptr inbounds i32, i32 addrspace(3)* %v628, i32 %v626
  %v630 = load i32, i32 addrspace(3)* %v629, align 4
  %v631 = trunc i32 %v630 to i16
  %v632 = bitcast i16 %v631 to half
  %v633 = fpext half %v632 to float
  %v634 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v635 = getelementptr inbounds i32, i32 addrspace(3)* %v634, i32 %v627
  %v636 = load i32, i32 addrspace(3)* %v635, align 4
  %v637 = trunc i32 %v636 to i16
  %v638 = bitcast i16 %v637 to half
  %v639 = fpext half %v638 to float
  %v640 = call float @llvm.fma.f32(float %v633, float %v639, float %v519)
  %v641 = add i32 %v511, 1
  %v642 = icmp slt i32 %v641, 16
  br i1 %v642, label %mma_k14, label %mma_done15
mma_done15:
  %v643 = add i64 %v29, 1
  br label %for1
st_full16:
  %v696 = icmp ult i64 %v677, %v679
  %v697 = icmp ult i64 %v688, %v689
  %v698 = and i1 %v696, %v697
  %v699 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v690
  %v700 = insertelement <4 x float> undef, float %v21, i32 0
  %v701 = insertelement <4 x float> %v700, float %v22, i32 1
  %v702 = insertelement <4 x float> %v701, float %v23, i32 2
  %v703 = insertelement <4 x float> %v702, float %v24, i32 3
  %v704 = bitcast float addrspace(1)* %v699 to <4 x float> addrspace(1)*
  store <4 x float> %v703, <4 x float> addrspace(1)* %v704, align 16
  %v705 = mul i64 16, %v678
  %v706 = add i64 %v690, %v705
  %v707 = add i64 %v677, 16
  %v708 = icmp ult i64 %v707, %v679
  %v709 = icmp ult i64 %v688, %v689
  %v710 = and i1 %v708, %v709
  %v711 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v706
  %v712 = insertelement <4 x float> undef, float %v25, i32 0
  %v713 = insertelement <4 x float> %v712, float %v26, i32 1
  %v714 = insertelement <4 x float> %v713, float %v27, i32 2
  %v715 = insertelement <4 x float> %v714, float %v28, i32 3
  %v716 = bitcast float addrspace(1)* %v711 to <4 x float> addrspace(1)*
  store <4 x float> %v715, <4 x float> addrspace(1)* %v716, align 16
  br label %st_done18
st_edge17:
  %v717 = icmp ult i64 %v677, %v679
  %v718 = icmp ult i64 %v688, %v689
  %v719 = and i1 %v717, %v718
  %v720 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v690
  br i1 %v719, label %st19, label %join20
st_done18:
  ret void
st19:
  %v721 = insertelement <4 x float> undef, float %v21, i32 0
  %v722 = insertelement <4 x float> %v721, float %v22, i32 1
  %v723 = insertelement <4 x float> %v722, float %v23, i32 2
  %v724 = insertelement <4 x float> %v723, float %v24, i32 3
  %v725 = bitcast float addrspace(1)* %v720 to <4 x float> addrspace(1)*
  store <4 x float> %v724, <4 x float> addrspace(1)* %v725, align 16
  br label %join20
join20:
  %v726 = mul i64 16, %v678
  %v727 = add i64 %v690, %v726
  %v728 = add i64 %v677, 16
  %v729 = icmp ult i64 %v728, %v679
  %v730 = icmp ult i64 %v688, %v689
  %v731 = and i1 %v729, %v730
  %v732 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v727
  br i1 %v731, label %st21, label %join22
st21:
  %v733 = insertelement <4 x float> undef, float %v25, i32 0
  %v734 = insertelement <4 x float> %v733, float %v26, i32 1
  %v735 = insertelement <4 x float> %v734, float %v27, i32 2
  %v736 = insertelement <4 x float> %v735, float %v28, i32 3
  %v737 = bitcast float addrspace(1)* %v732 to <4 x float> addrspace(1)*
  store <4 x float> %v736, <4 x float> addrspace(1)* %v737, align 16
  br label %join22
join22:
  br label %st_done18
}

declare float @llvm.fma.f32(float, float, float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @matmul, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @matmul, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
