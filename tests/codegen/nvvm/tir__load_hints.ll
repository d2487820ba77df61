; kernel hinted [BN=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @hinted(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
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
  %v26 = lshr i32 %v25, 8
  %v27 = and i32 %v25, 255
  %v28 = sext i32 %v4 to i64
  %v29 = sext i32 %p3 to i64
  %v30 = zext i32 %p1 to i64
  %v31 = mul i64 %v28, %v29
  %v32 = add i64 %v28, 1
  %v33 = icmp sle i64 %v32, %v30
  %v34 = icmp sge i64 %v28, 0
  %v35 = and i1 %v33, %v34
  %v36 = zext i32 %v27 to i64
  %v37 = zext i32 %p2 to i64
  %v38 = add i64 %v31, %v36
  %v39 = icmp sle i64 256, %v37
  %v40 = icmp sge i64 0, 0
  %v41 = and i1 %v39, %v40
  %v42 = and i1 %v35, %v41
  br i1 %v42, label %ld_full1, label %ld_edge2
ld_full1:
  %v43 = icmp ult i64 %v28, %v30
  %v44 = icmp ult i64 %v36, %v37
  %v45 = and i1 %v43, %v44
  %v46 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v38
  %v47 = bitcast float addrspace(1)* %v46 to <4 x float> addrspace(1)*
  %v48 = load <4 x float>, <4 x float> addrspace(1)* %v47, align 16
  %v49 = extractelement <4 x float> %v48, i32 0
  %v50 = extractelement <4 x float> %v48, i32 1
  %v51 = extractelement <4 x float> %v48, i32 2
  %v52 = extractelement <4 x float> %v48, i32 3
  br label %ld_done3
ld_edge2:
  %v53 = bitcast float 0x0000000000000000 to i32
  %v54 = icmp ult i64 %v28, %v30
  %v55 = icmp ult i64 %v36, %v37
  %v56 = and i1 %v54, %v55
  %v57 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v38
  %v58 = bitcast float addrspace(1)* %v57 to <4 x float> addrspace(1)*
  %v59 = ptrtoint <4 x float> addrspace(1)* %v58 to i64
  %v60 = zext i1 %v56 to i32
  %v61 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v59, i32 %v60, i32 %v53, i32 %v53, i32 %v53, i32 %v53)
  %v62 = extractvalue {i32, i32, i32, i32} %v61, 0
  %v63 = extractvalue {i32, i32, i32, i32} %v61, 1
  %v64 = extractvalue {i32, i32, i32, i32} %v61, 2
  %v65 = extractvalue {i32, i32, i32, i32} %v61, 3
  %v66 = bitcast i32 %v62 to float
  %v67 = bitcast i32 %v63 to float
  %v68 = bitcast i32 %v64 to float
  %v69 = bitcast i32 %v65 to float
  %v70 = insertelement <4 x float> undef, float %v66, i32 0
  %v71 = insertelement <4 x float> %v70, float %v67, i32 1
  %v72 = insertelement <4 x float> %v71, float %v68, i32 2
  %v73 = insertelement <4 x float> %v72, float %v69, i32 3
  %v74 = extractelement <4 x float> %v73, i32 0
  %v75 = extractelement <4 x float> %v73, i32 1
  %v76 = extractelement <4 x float> %v73, i32 2
  %v77 = extractelement <4 x float> %v73, i32 3
  br label %ld_done3
ld_done3:
  %v78 = phi float [ %v49, %ld_full1 ], [ %v74, %ld_edge2 ]
  %v79 = phi float [ %v50, %ld_full1 ], [ %v75, %ld_edge2 ]
  %v80 = phi float [ %v51, %ld_full1 ], [ %v76, %ld_edge2 ]
  %v81 = phi float [ %v52, %ld_full1 ], [ %v77, %ld_edge2 ]
  %v82 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v83 = and i32 %v2, 1
  %v84 = shl i32 %v83, 2
  %v85 = lshr i32 %v2, 1
  %v86 = and i32 %v85, 1
  %v87 = shl i32 %v86, 3
  %v88 = or i32 %v84, %v87
  %v89 = lshr i32 %v2, 2
  %v90 = and i32 %v89, 1
  %v91 = shl i32 %v90, 4
  %v92 = or i32 %v88, %v91
  %v93 = lshr i32 %v2, 3
  %v94 = and i32 %v93, 1
  %v95 = shl i32 %v94, 5
  %v96 = or i32 %v92, %v95
  %v97 = lshr i32 %v2, 4
  %v98 = and i32 %v97, 1
  %v99 = shl i32 %v98, 6
  %v100 = or i32 %v96, %v99
  %v101 = and i32 %v3, 1
  %v102 = shl i32 %v101, 7
  %v103 = or i32 %v100, %v102
  %v104 = lshr i32 %v103, 8
  %v105 = and i32 %v103, 255
  %v106 = sext i32 %v82 to i64
  %v107 = sext i32 %p3 to i64
  %v108 = zext i32 %p1 to i64
  %v109 = mul i64 %v106, %v107
  %v110 = add i64 %v106, 1
  %v111 = icmp sle i64 %v110, %v108
  %v112 = icmp sge i64 %v106, 0
  %v113 = and i1 %v111, %v112
  %v114 = zext i32 %v105 to i64
  %v115 = add i64 256, %v114
  %v116 = zext i32 %p2 to i64
  %v117 = add i64 %v109, %v115
  %v118 = icmp sle i64 512, %v116
  %v119 = icmp sge i64 1, 0
  %v120 = and i1 %v118, %v119
  %v121 = and i1 %v113, %v120
  br i1 %v121, label %ld_full4, label %ld_edge5
ld_full4:
  %v122 = icmp ult i64 %v106, %v108
  %v123 = icmp ult i64 %v115, %v116
  %v124 = and i1 %v122, %v123
  %v125 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v117
  %v126 = bitcast float addrspace(1)* %v125 to <4 x float> addrspace(1)*
  %v127 = load <4 x float>, <4 x float> addrspace(1)* %v126, align 16
  %v128 = extractelement <4 x float> %v127, i32 0
  %v129 = extractelement <4 x float> %v127, i32 1
  %v130 = extractelement <4 x float> %v127, i32 2
  %v131 = extractelement <4 x float> %v127, i32 3
  br label %ld_done6
ld_edge5:
  %v132 = bitcast float 0x0000000000000000 to i32
  %v133 = icmp ult i64 %v106, %v108
  %v134 = icmp ult i64 %v115, %v116
  %v135 = and i1 %v133, %v134
  %v136 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v117
  %v137 = bitcast float addrspace(1)* %v136 to <4 x float> addrspace(1)*
  %v138 = ptrtoint <4 x float> addrspace(1)* %v137 to i64
  %v139 = zext i1 %v135 to i32
  %v140 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v138, i32 %v139, i32 %v132, i32 %v132, i32 %v132, i32 %v132)
  %v141 = extractvalue {i32, i32, i32, i32} %v140, 0
  %v142 = extractvalue {i32, i32, i32, i32} %v140, 1
  %v143 = extractvalue {i32, i32, i32, i32} %v140, 2
  %v144 = extractvalue {i32, i32, i32, i32} %v140, 3
  %v145 = bitcast i32 %v141 to float
  %v146 = bitcast i32 %v142 to float
  %v147 = bitcast i32 %v143 to float
  %v148 = bitcast i32 %v144 to float
  %v149 = insertelement <4 x float> undef, float %v145, i32 0
  %v150 = insertelement <4 x float> %v149, float %v146, i32 1
  %v151 = insertelement <4 x float> %v150, float %v147, i32 2
  %v152 = insertelement <4 x float> %v151, float %v148, i32 3
  %v153 = extractelement <4 x float> %v152, i32 0
  %v154 = extractelement <4 x float> %v152, i32 1
  %v155 = extractelement <4 x float> %v152, i32 2
  %v156 = extractelement <4 x float> %v152, i32 3
  br label %ld_done6
ld_done6:
  %v157 = phi float [ %v128, %ld_full4 ], [ %v153, %ld_edge5 ]
  %v158 = phi float [ %v129, %ld_full4 ], [ %v154, %ld_edge5 ]
  %v159 = phi float [ %v130, %ld_full4 ], [ %v155, %ld_edge5 ]
  %v160 = phi float [ %v131, %ld_full4 ], [ %v156, %ld_edge5 ]
  %v161 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v162 = and i32 %v2, 1
  %v163 = shl i32 %v162, 2
  %v164 = lshr i32 %v2, 1
  %v165 = and i32 %v164, 1
  %v166 = shl i32 %v165, 3
  %v167 = or i32 %v163, %v166
  %v168 = lshr i32 %v2, 2
  %v169 = and i32 %v168, 1
  %v170 = shl i32 %v169, 4
  %v171 = or i32 %v167, %v170
  %v172 = lshr i32 %v2, 3
  %v173 = and i32 %v172, 1
  %v174 = shl i32 %v173, 5
  %v175 = or i32 %v171, %v174
  %v176 = lshr i32 %v2, 4
  %v177 = and i32 %v176, 1
  %v178 = shl i32 %v177, 6
  %v179 = or i32 %v175, %v178
  %v180 = and i32 %v3, 1
  %v181 = shl i32 %v180, 7
  %v182 = or i32 %v179, %v181
  %v183 = lshr i32 %v182, 8
  %v184 = and i32 %v182, 255
  %v185 = sext i32 %v161 to i64
  %v186 = sext i32 %p3 to i64
  %v187 = zext i32 %p1 to i64
  %v188 = mul i64 %v185, %v186
  %v189 = add i64 %v185, 1
  %v190 = icmp sle i64 %v189, %v187
  %v191 = icmp sge i64 %v185, 0
  %v192 = and i1 %v190, %v191
  %v193 = zext i32 %v184 to i64
  %v194 = add i64 512, %v193
  %v195 = zext i32 %p2 to i64
  %v196 = add i64 %v188, %v194
  %v197 = icmp sle i64 768, %v195
  %v198 = icmp sge i64 2, 0
  %v199 = and i1 %v197, %v198
  %v200 = and i1 %v192, %v199
  br i1 %v200, label %ld_full7, label %ld_edge8
ld_full7:
  %v201 = icmp ult i64 %v185, %v187
  %v202 = icmp ult i64 %v194, %v195
  %v203 = and i1 %v201, %v202
  %v204 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v196
  %v205 = bitcast float addrspace(1)* %v204 to <4 x float> addrspace(1)*
  %v206 = load <4 x float>, <4 x float> addrspace(1)* %v205, align 16
  %v207 = extractelement <4 x float> %v206, i32 0
  %v208 = extractelement <4 x float> %v206, i32 1
  %v209 = extractelement <4 x float> %v206, i32 2
  %v210 = extractelement <4 x float> %v206, i32 3
  br label %ld_done9
ld_edge8:
  %v211 = bitcast float 0x0000000000000000 to i32
  %v212 = icmp ult i64 %v185, %v187
  %v213 = icmp ult i64 %v194, %v195
  %v214 = and i1 %v212, %v213
  %v215 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v196
  %v216 = bitcast float addrspace(1)* %v215 to <4 x float> addrspace(1)*
  %v217 = ptrtoint <4 x float> addrspace(1)* %v216 to i64
  %v218 = zext i1 %v214 to i32
  %v219 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v217, i32 %v218, i32 %v211, i32 %v211, i32 %v211, i32 %v211)
  %v220 = extractvalue {i32, i32, i32, i32} %v219, 0
  %v221 = extractvalue {i32, i32, i32, i32} %v219, 1
  %v222 = extractvalue {i32, i32, i32, i32} %v219, 2
  %v223 = extractvalue {i32, i32, i32, i32} %v219, 3
  %v224 = bitcast i32 %v220 to float
  %v225 = bitcast i32 %v221 to float
  %v226 = bitcast i32 %v222 to float
  %v227 = bitcast i32 %v223 to float
  %v228 = insertelement <4 x float> undef, float %v224, i32 0
  %v229 = insertelement <4 x float> %v228, float %v225, i32 1
  %v230 = insertelement <4 x float> %v229, float %v226, i32 2
  %v231 = insertelement <4 x float> %v230, float %v227, i32 3
  %v232 = extractelement <4 x float> %v231, i32 0
  %v233 = extractelement <4 x float> %v231, i32 1
  %v234 = extractelement <4 x float> %v231, i32 2
  %v235 = extractelement <4 x float> %v231, i32 3
  br label %ld_done9
ld_done9:
  %v236 = phi float [ %v207, %ld_full7 ], [ %v232, %ld_edge8 ]
  %v237 = phi float [ %v208, %ld_full7 ], [ %v233, %ld_edge8 ]
  %v238 = phi float [ %v209, %ld_full7 ], [ %v234, %ld_edge8 ]
  %v239 = phi float [ %v210, %ld_full7 ], [ %v235, %ld_edge8 ]
  %v240 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v241 = fadd float %v78, %v157
  %v242 = fadd float %v79, %v158
  %v243 = fadd float %v80, %v159
  %v244 = fadd float %v81, %v160
  %v245 = fadd float %v241, %v236
  %v246 = fadd float %v242, %v237
  %v247 = fadd float %v243, %v238
  %v248 = fadd float %v244, %v239
  %v249 = and i32 %v2, 1
  %v250 = shl i32 %v249, 2
  %v251 = lshr i32 %v2, 1
  %v252 = and i32 %v251, 1
  %v253 = shl i32 %v252, 3
  %v254 = or i32 %v250, %v253
  %v255 = lshr i32 %v2, 2
  %v256 = and i32 %v255, 1
  %v257 = shl i32 %v256, 4
  %v258 = or i32 %v254, %v257
  %v259 = lshr i32 %v2, 3
  %v260 = and i32 %v259, 1
  %v261 = shl i32 %v260, 5
  %v262 = or i32 %v258, %v261
  %v263 = lshr i32 %v2, 4
  %v264 = and i32 %v263, 1
  %v265 = shl i32 %v264, 6
  %v266 = or i32 %v262, %v265
  %v267 = and i32 %v3, 1
  %v268 = shl i32 %v267, 7
  %v269 = or i32 %v266, %v268
  %v270 = lshr i32 %v269, 8
  %v271 = and i32 %v269, 255
  %v272 = sext i32 %v240 to i64
  %v273 = sext i32 %p8 to i64
  %v274 = zext i32 %p6 to i64
  %v275 = mul i64 %v272, %v273
  %v276 = add i64 %v272, 1
  %v277 = icmp sle i64 %v276, %v274
  %v278 = icmp sge i64 %v272, 0
  %v279 = and i1 %v277, %v278
  %v280 = zext i32 %v271 to i64
  %v281 = zext i32 %p7 to i64
  %v282 = add i64 %v275, %v280
  %v283 = icmp sle i64 256, %v281
  %v284 = icmp sge i64 0, 0
  %v285 = and i1 %v283, %v284
  %v286 = and i1 %v279, %v285
  %v287 = and i32 %v3, 2
  %v288 = icmp eq i32 %v287, 0
  br i1 %v288, label %st_owner10, label %join11
st_owner10:
  br i1 %v286, label %st_full12, label %st_edge13
join11:
  ret void
st_full12:
  %v289 = icmp ult i64 %v272, %v274
  %v290 = icmp ult i64 %v280, %v281
  %v291 = and i1 %v289, %v290
  %v292 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v282
  %v293 = insertelement <4 x float> undef, float %v245, i32 0
  %v294 = insertelement <4 x float> %v293, float %v246, i32 1
  %v295 = insertelement <4 x float> %v294, float %v247, i32 2
  %v296 = insertelement <4 x float> %v295, float %v248, i32 3
  %v297 = bitcast float addrspace(1)* %v292 to <4 x float> addrspace(1)*
  store <4 x float> %v296, <4 x float> addrspace(1)* %v297, align 16
  br label %st_done14
st_edge13:
  %v298 = icmp ult i64 %v272, %v274
  %v299 = icmp ult i64 %v280, %v281
  %v300 = and i1 %v298, %v299
  %v301 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v282
  br i1 %v300, label %st15, label %join16
st_done14:
  br label %join11
st15:
  %v302 = insertelement <4 x float> undef, float %v245, i32 0
  %v303 = insertelement <4 x float> %v302, float %v246, i32 1
  %v304 = insertelement <4 x float> %v303, float %v247, i32 2
  %v305 = insertelement <4 x float> %v304, float %v248, i32 3
  %v306 = bitcast float addrspace(1)* %v301 to <4 x float> addrspace(1)*
  store <4 x float> %v305, <4 x float> addrspace(1)* %v306, align 16
  br label %join16
join16:
  br label %st_done14
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @hinted, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @hinted, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
